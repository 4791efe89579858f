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
      {!isLoading && <CartShopNotice shops={shops} className="mt-4" />}
      {!isLoading && mixedShops === null && (
        <ShopClosureNotice shop={lines[0]?.product.shop} className="mt-4" />
      )}

      {isLoading ? (
        <div className="mt-10">
          <LoadingSkeleton variant="list" count={3} />
        </div>
      ) : lines.length === 0 ? (
        <div className="mt-10 flex rounded-3xl border border-border bg-surface">
          <CartEmptyState onBrowse={() => scrollToSection('products', navigate)} />
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:gap-12">
          <div className="space-y-6">
            <CartLines
              lines={lines}
              className="divide-y divide-border rounded-3xl border border-border bg-surface px-4 sm:px-6"
              showShop={mixedShops !== null}
              onQuantity={setQuantity}
              onRemove={remove}
            />
            <CartOfferSlot placement="cart" />
          </div>
          <aside className="lg:sticky lg:top-28">
            <CartSummary
              lines={lines}
              count={count}
              subtotal={subtotal}
              checkoutBlocked={mixedShops !== null}
            />
          </aside>
        </div>
      )}
    </section>
  );
}
