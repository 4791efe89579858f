import { Gift } from 'lucide-react';
import { useStoreWords } from '#web/lib/store-facts.ts';

/** The spec's banner with the live first-order percent; with the discount off, the free first delivery alone. */
export function NewCustomerBanner() {
  const { firstOrderOff } = useStoreWords();
  return (
    <section aria-label="New customer offer" className="border-b border-border bg-accent-soft">
      <div className="container-page flex flex-wrap items-center justify-center gap-x-4 gap-y-2 py-4 text-center">
        <Gift className="hidden h-5 w-5 text-accent sm:block" aria-hidden />
        <p className="font-display text-lg leading-snug text-foreground sm:text-xl">
          {firstOrderOff
            ? `New customer? Get ${firstOrderOff} off your first order`
            : 'New customer? Your first order is delivered free'}
        </p>
        {firstOrderOff && (
          <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold uppercase tracking-[0.16em] text-primary-foreground">
            + Free Delivery
          </span>
        )}
      </div>
    </section>
  );
}
