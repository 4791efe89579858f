import { CalendarCheck, Share2, ShoppingBag, Ticket } from 'lucide-react';
import type { PublicGiveaway } from '#domain/giveaways/schemas.ts';

const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** The ways to enter, the free one first (NY: no purchase necessary, a free way with the same odds). */
export function HowToEnter({ giveaway: g }: { giveaway: PublicGiveaway }) {
  const ways = [
    {
      Icon: Ticket,
      title: 'Enter for free',
      text: `Tell us your birth date and home ZIP: ${entries(g.entryEntries)}. No purchase necessary.`,
    },
    ...(g.referralEntries > 0
      ? [
          {
            Icon: Share2,
            title: 'Invite friends',
            text: `+${entries(g.referralEntries)} for each friend who signs up through your link and enters.`,
          },
        ]
      : []),
    ...(g.orderEntries > 0
      ? [
          {
            Icon: ShoppingBag,
            title: 'Order as usual',
            text: `+${entries(g.orderEntries)} for each delivered order during the giveaway.`,
          },
          {
            Icon: CalendarCheck,
            title: 'Free daily entry',
            text: `Or, without buying anything: +${entries(g.orderEntries)} once a day, the same as an order.`,
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="how-to-enter" className="space-y-5">
      <h2 id="how-to-enter" className="font-display text-3xl">
        How to enter
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2">
        {ways.map(({ Icon, title, text }, i) => (
          <li key={title} className="flex gap-4 rounded-3xl border border-border bg-surface p-5">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <span>
              <span className="block text-xs font-semibold uppercase tracking-[0.2em] text-muted">
                Step {i + 1}
              </span>
              <span className="mt-1 block font-semibold">{title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted">
        Up to {g.perPersonLimit.toLocaleString('en-US')} entries per person. Every entry has the same chance,
        however it was earned.
      </p>
    </section>
  );
}
