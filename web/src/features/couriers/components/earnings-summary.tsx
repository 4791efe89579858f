import type { EarningsView } from '#domain/couriers/views.ts';
import { formatUsd } from '#domain/money.ts';

const count = (n: number) => `${n} ${n === 1 ? 'delivery' : 'deliveries'}`;

export function EarningsSummary({ earnings }: { earnings: EarningsView }) {
  const cards = [
    { label: 'Today', cents: earnings.todayCents, deliveries: earnings.deliveries.today },
    { label: 'This week', cents: earnings.weekCents, deliveries: earnings.deliveries.week },
    { label: 'All time', cents: earnings.allTimeCents, deliveries: earnings.deliveries.allTime },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cards.map((card, index) => (
        <li
          key={card.label}
          className={
            index === 0
              ? 'col-span-2 rounded-3xl bg-forest p-5 text-cream ring-1 ring-accent/40'
              : 'rounded-3xl border border-border bg-surface p-5'
          }
        >
          <p
            className={`text-xs font-semibold uppercase tracking-[0.2em] ${index === 0 ? 'text-gold' : 'text-muted'}`}
          >
            {card.label}
          </p>
          <p className="mt-2 font-display text-3xl tabular-nums">{formatUsd(card.cents)}</p>
          <p className={`mt-1 text-sm ${index === 0 ? 'text-cream/75' : 'text-muted'}`}>
            {count(card.deliveries)}
          </p>
        </li>
      ))}
    </ul>
  );
}
