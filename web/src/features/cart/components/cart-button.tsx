import { ShoppingBag } from 'lucide-react';
import { badgeLabel, itemsLabel } from '#domain/cart.ts';
import { formatUsd } from '#domain/money.ts';
import { useCart } from '../hooks/use-cart.ts';
import { cartSheet } from '../stores/cart-sheet.ts';
import { preloadCartSheet } from './lazy-cart-sheet.ts';

/** Header cart button: bag with the item count, the total from sm up; opens the cart sheet. */
export function CartButton() {
  const { count, subtotal } = useCart();
  return (
    <button
      type="button"
      onClick={cartSheet.open}
      onPointerEnter={preloadCartSheet}
      onFocus={preloadCartSheet}
      aria-label={`Cart, ${itemsLabel(count)}, ${formatUsd(subtotal)}`}
      data-testid="cart-button"
      className="inline-flex h-11 cursor-pointer items-center gap-2.5 rounded-full px-3 transition hover:bg-surface-2 sm:border sm:border-border sm:bg-surface sm:pl-3 sm:pr-3.5"
    >
      <span className="relative">
        <ShoppingBag className="h-5 w-5" aria-hidden />
        {count > 0 && (
          // The count is drawn from an attribute, not text: the name (which has it) holds all the visible text.
          <span
            aria-hidden
            data-count={badgeLabel(count)}
            className="absolute -right-2.5 -top-2 min-w-5 rounded-full bg-accent px-1 text-center text-[10px] font-semibold leading-5 text-accent-foreground after:content-[attr(data-count)]"
          />
        )}
      </span>
      <span aria-hidden className="hidden text-sm font-medium tabular-nums sm:inline">
        {formatUsd(subtotal)}
      </span>
    </button>
  );
}
