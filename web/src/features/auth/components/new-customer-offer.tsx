import { Gift } from 'lucide-react';
import { DismissButton } from '#web/components/ui/dismiss-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useNewCustomerOffer, type OfferPlacement } from '../hooks/use-new-customer-offer.ts';

interface Props {
  placement: OfferPlacement;
  pathname: string;
  className?: string;
}

/**
 * The new-customer offer as a card in the cart (page and drawer): met in the flow, dismissible, never over anything.
 * Its percent is the live first-order discount; with none set, there is no card.
 */
export function NewCustomerOffer({ placement, pathname, className }: Props) {
  const offer = useNewCustomerOffer(placement, pathname);
  if (!offer.visible) return null;
  return (
    <section
      aria-label="New customer offer"
      data-testid="new-customer-offer"
      className={cn('relative rounded-2xl border border-gold/40 bg-accent-soft/60 p-4 pr-11', className)}
    >
      <DismissButton
        label="Dismiss the new customer offer"
        onClick={offer.dismiss}
        className="absolute right-1.5 top-1.5 text-muted hover:bg-surface-2 hover:text-foreground"
      />
      <div className="flex items-start gap-3">
        <Gift className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0 space-y-2">
          <h2 className="text-sm font-semibold leading-snug">
            New customer? Get {offer.percent}% off your first order + Free Delivery
          </h2>
          <p className="text-sm text-muted">
            Create a free account and we take {offer.percent}% off at checkout. No code needed.
          </p>
          <Button variant="outline" size="sm" onClick={offer.accept}>
            Create an account
          </Button>
        </div>
      </div>
    </section>
  );
}
