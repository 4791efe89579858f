import { IdCard, LayoutGrid, Truck } from 'lucide-react';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { useStoreWords } from '#web/lib/store-facts.ts';

const STEPS = [
  {
    Icon: LayoutGrid,
    title: 'Browse the menu',
    text: 'Choose from flower, pre-rolls, edibles, concentrates and vapes stocked by licensed New York dispensaries. Every product lists its total THC and its lab report.',
  },
  {
    Icon: IdCard,
    title: 'Verify you are 21+',
    text: 'At checkout you confirm your date of birth and the delivery address. We deliver only to residential addresses in Manhattan, Brooklyn and Queens.',
  },
  {
    Icon: Truck,
    title: 'Same-day delivery',
    text: `A courier brings your sealed order the same day. At the door they check a valid government photo ID showing you are ${COMPLIANCE.minimumAge} or older, and hand it only to you.`,
  },
];

export function HowItWorks({ titleId }: { titleId: string }) {
  const { hours } = useStoreWords();
  return (
    <>
      <SectionHeading id={titleId} eyebrow="How it works" title="From menu to your door, the same day">
        Three steps, and the same rules a licensed dispensary counter follows.
      </SectionHeading>
      <ol className="mt-12 grid gap-5 md:grid-cols-3">
        {STEPS.map(({ Icon, title, text }, index) => (
          <li key={title} className="relative rounded-3xl border border-border bg-surface p-7 sm:p-8">
            <div className="flex items-center justify-between">
              <span className="font-display text-5xl font-light text-accent tabular-nums" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-accent-soft text-accent">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
            </div>
            <h3 className="mt-8 font-display text-2xl">{title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-muted">
        Deliveries run {hours} New York time. {COMPLIANCE.idNotice}.
      </p>
    </>
  );
}
