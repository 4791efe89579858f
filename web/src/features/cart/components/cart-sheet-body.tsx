import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { itemsLabel } from '#domain/cart.ts';
import { formatUsd } from '#domain/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { scrollToSection } from '#web/lib/scroll-to-section.ts';
import { useCart } from '../hooks/use-cart.ts';
import { cartSheet } from '../stores/cart-sheet.ts';
import { AllowanceMeter } from './allowance-meter.tsx';
import { CartEmptyState } from './cart-empty-state.tsx';
import { CartLines } from './cart-line-item.tsx';
import { CartShopNotice } from './cart-shop-notice.tsx';
import { FreeDeliveryProgress } from './free-delivery-progress.tsx';

/** `offer`: an in-flow card after the lines (the new-customer offer, composed by the layout). */
export function CartSheetBody({ offer }: { offer?: ReactNode }) {
  const navigate = useNavigate();
  const { lines, count, subtotal, shops, mixedShops, isLoading, setQuantity, remove } = useCart();

  const goTo = (path: '/cart' | '/checkout') => {
    cartSheet.close();
    navigate(path);
  };
  const browse = () => {
    cartSheet.close();
    setTimeout(() => scrollToSection('products', navigate), 50);
  };

  if (isLoading) {
    return (
      <div className="px-6 py-6">
        <LoadingSkeleton variant="list" count={3} />
      </div>
    );
  }
  if (lines.length === 0) return <CartEmptyState onBrowse={browse} />;

  return (
    <>
      <div className="space-y-4 border-b border-border px-6 pb-5">
        <CartShopNotice shops={shops} />
        <FreeDeliveryProgress subtotal={subtotal} />
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain px-6">
        <CartLines
          lines={lines}
          className="divide-y divide-border"
          showShop={mixedShops !== null}
          onQuantity={setQuantity}
          onRemove={remove}
          onNavigate={cartSheet.close}
        />
        {offer && <div className="pb-5">{offer}</div>}
      </div>
      <footer className="space-y-5 border-t border-border bg-surface px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-5">
        <AllowanceMeter lines={lines} />
        <div className="space-y-1 border-t border-border pt-4">
          <div className="flex items-baseline justify-between">
            <span className="text-sm text-muted">Subtotal ({itemsLabel(count)})</span>
            <span className="font-display text-2xl tabular-nums" data-testid="cart-subtotal">
              {formatUsd(subtotal)}
            </span>
          </div>
          <p className="text-xs text-muted">Delivery fees are calculated at checkout</p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => goTo('/cart')}>
            View Cart
          </Button>
          <Button onClick={() => goTo('/checkout')} disabled={mixedShops !== null}>
            Checkout
          </Button>
        </div>
      </footer>
    </>
  );
}
