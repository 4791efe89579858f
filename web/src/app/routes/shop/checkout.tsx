import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, LifeBuoy, LockKeyhole, ShoppingBag } from 'lucide-react';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { AllowanceMeter } from '#web/features/cart/components/allowance-meter.tsx';
import { CartEmptyState } from '#web/features/cart/components/cart-empty-state.tsx';
import { CartShopNotice } from '#web/features/cart/components/cart-shop-notice.tsx';
import { useCart } from '#web/features/cart/hooks/use-cart.ts';
import { guestCart } from '#web/features/cart/stores/guest-cart.ts';
import { CheckoutForm } from '#web/features/checkout/components/checkout-form.tsx';
import { useLiveCatalog } from '#web/features/catalog/hooks/use-live-catalog.ts';
import { scrollToSection } from '#web/lib/scroll-to-section.ts';
import { useSession } from '#web/lib/session.ts';

export function CheckoutRoute() {
  const navigate = useNavigate();
  const session = useSession();
  const { lines, shops, mixedShops, isLoading, isSignedIn } = useCart();
  const items = lines.map((l) => ({
    productId: l.productId,
    selectedWeight: l.selectedWeight,
    quantity: l.quantity,
  }));
  // Stock, prices or the shop's hours changed: the quote (ASAP, windows) follows.
  const queryClient = useQueryClient();
  useLiveCatalog(
    items.map((i) => i.productId),
    () => void queryClient.invalidateQueries({ queryKey: ['checkout-quote'] }),
  );

  // The confirmation page is where a placed order goes next: have it ready.
  useEffect(() => {
    void import('./order-confirmation.tsx');
  }, []);

  return (
    <section className="container-page pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Checkout" path="/checkout" />
      {/* A focused flow: no promotion and no floating button here; the way back and help stay in the page. */}
      <div className="flex items-center justify-between gap-4">
        <Link
          to="/cart"
          className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted transition hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to cart
        </Link>
        <Link
          to="/support"
          className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted transition hover:text-foreground"
        >
          <LifeBuoy className="h-4 w-4" aria-hidden />
          Need help?
        </Link>
      </div>
      <div className="mt-4">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.25em] text-accent">
          <LockKeyhole className="h-3.5 w-3.5" aria-hidden />
          Secure checkout
        </p>
        <h1 className="mt-2 font-display text-4xl sm:text-5xl">Checkout</h1>
      </div>

      <div className="mt-8 sm:mt-10">
        {session.isPending || isLoading ? (
          <LoadingSkeleton variant="list" count={3} />
        ) : lines.length === 0 ? (
          <div className="flex rounded-3xl border border-border bg-surface">
            <CartEmptyState onBrowse={() => scrollToSection('products', navigate)} />
          </div>
        ) : mixedShops ? (
          // One order comes from one shop: the server would refuse this cart, so the form waits for the fix.
          <div className="max-w-2xl space-y-5">
            <CartShopNotice shops={shops} />
            <Link to="/cart" className={buttonClass('primary', 'md')}>
              <ShoppingBag className="h-4 w-4" aria-hidden />
              Back to your cart
            </Link>
          </div>
        ) : (
          <CheckoutForm
            items={items}
            allowance={<AllowanceMeter lines={lines} />}
            onOrderPlaced={isSignedIn ? undefined : () => guestCart.clear()}
          />
        )}
      </div>
    </section>
  );
}
