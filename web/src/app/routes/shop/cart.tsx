import { useNavigate } from 'react-router';
import { itemsLabel } from '#domain/cart.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { CartEmptyState } from '#web/features/cart/components/cart-empty-state.tsx';
import { CartLines } from '#web/features/cart/components/cart-line-item.tsx';
import { CartShopNotice } from '#web/features/cart/components/cart-shop-notice.tsx';
import { CartSummary } from '#web/features/cart/components/cart-summary.tsx';
import { useCart } from '#web/features/cart/hooks/use-cart.ts';
import { ShopClosureNotice } from '#web/features/catalog/components/shop-closure-notice.tsx';
import { useLiveCatalog } from '#web/features/catalog/hooks/use-live-catalog.ts';
import { useQueryClient } from '@tanstack/react-query';
import { scrollToSection } from '#web/lib/scroll-to-section.ts';
import { CartOfferSlot } from '#web/app/layouts/cart-offer-slot.tsx';

export function CartRoute() {
  const navigate = useNavigate();
  const { lines, count, subtotal, shops, mixedShops, isLoading, setQuantity, remove } = useCart();
  const queryClient = useQueryClient();
  useLiveCatalog(
    lines.map((l) => l.productId),
    () => void queryClient.invalidateQueries({ queryKey: ['cart'] }),
  );

  return (
    <section className="container-page min-h-svh pb-28 pt-10 sm:pt-14 md:pb-20">
      <PageMeta title="Your cart" path="/cart" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Your bag</p>
          <h1 className="mt-2 font-display text-4xl sm:text-5xl">Shopping Cart</h1>
        </div>
        {lines.length > 0 && <p className="text-muted">{itemsLabel(count)}</p>}
      </div>
      {isLoading ? (
        // The shop's line and the lines' place, held while the products load: nothing moves when they arrive.
        <>
          <p aria-hidden className="mt-4 h-5" />
          <div className="mt-8">
            <LoadingSkeleton variant="list" count={3} />
          </div>
        </>
      ) : lines.length === 0 ? (
        <div className="mt-10 flex rounded-3xl border border-border bg-surface">
          <CartEmptyState onBrowse={() => scrollToSection('products', navigate)} />
        </div>
      ) : (
        <>
          <CartShopNotice shops={shops} className="mt-4" />
          {mixedShops === null && <ShopClosureNotice shop={lines[0]?.product.shop} className="mt-4" />}
          {/* On a phone the offer comes after the summary, so its late arrival moves nothing on screen; from lg up
              it sits under the lines, beside the summary. */}
          <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start xl:gap-12">
            <CartLines
              lines={lines}
              className="divide-y divide-border rounded-3xl border border-border bg-surface px-4 sm:px-6"
              showShop={mixedShops !== null}
              onQuantity={setQuantity}
              onRemove={remove}
            />
            <aside className="lg:sticky lg:top-28 lg:row-span-2">
              <CartSummary
                lines={lines}
                count={count}
                subtotal={subtotal}
                checkoutBlocked={mixedShops !== null}
              />
            </aside>
            <div className="empty:hidden lg:col-start-1">
              <CartOfferSlot placement="cart" />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
