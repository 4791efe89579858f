import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { OfferPlacement } from '#web/features/auth/hooks/use-new-customer-offer.ts';

// Optional: a chunk that cannot arrive leaves the offer out, never the cart.
const NewCustomerOffer = lazy<ComponentType<{ placement: OfferPlacement; pathname: string }>>(() =>
  import('#web/features/auth/components/new-customer-offer.tsx').then(
    (m) => ({ default: m.NewCustomerOffer }),
    () => ({ default: () => null }),
  ),
);

/** The new-customer offer where a guest meets it in the flow (the cart drawer and page), from its own chunk. */
export function CartOfferSlot({ placement }: { placement: OfferPlacement }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <NewCustomerOffer placement={placement} pathname={pathname} />
    </Suspense>
  );
}
