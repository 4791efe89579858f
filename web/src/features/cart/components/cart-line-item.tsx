import { useState } from 'react';
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { unitPrice } from '#domain/cart.ts';
import { formatUsd } from '#domain/money.ts';
import { cn } from '#web/lib/cn.ts';
import { variantStock, type CartViewLine } from '../utils/cart-lines.ts';
import { weightLabel } from '../utils/format.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SwipeableRow } from './swipeable-row.tsx';

interface CartLineItemProps {
  line: CartViewLine;
  onQuantity: (line: CartViewLine, quantity: number) => Promise<boolean>;
  onRemove: (line: CartViewLine) => Promise<boolean>;
  onNavigate?: () => void;
  /** In a cart from more than one shop each line names its shop, so the customer knows what to remove. */
  showShop?: boolean;
}

export function CartLineItem({
  line,
  onQuantity,
  onRemove,
  onNavigate,
  showShop = false,
}: CartLineItemProps) {
  const [busy, setBusy] = useState(false);
  const { product } = line;
  const price = unitPrice(product, line.selectedWeight);
  const weight = weightLabel(line.selectedWeight);
  const name = `${product.name}, ${weight}`;

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await action();
    setBusy(false);
    return ok;
  };

  return (
    <li data-testid="cart-line" aria-busy={busy}>
      <SwipeableRow onSwipe={() => run(() => onRemove(line))}>
        <div className={cn('flex gap-4 py-4 pr-1 transition-opacity', busy && 'opacity-60')}>
          <Link
            to={`/product/${product.id}`}
            onClick={onNavigate}
            tabIndex={-1}
            aria-hidden
            className="block h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-surface-2"
          >
            <img
              src={product.imageUrl}
              alt={product.imageAlt}
              width={80}
              height={80}
              loading="lazy"
              draggable={false}
              className="h-full w-full object-cover"
            />
          </Link>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link
                  to={`/product/${product.id}`}
                  onClick={onNavigate}
                  className="line-clamp-2 font-medium leading-snug hover:text-accent"
                >
                  {product.name}
                </Link>
                {showShop && <p className="mt-0.5 text-xs font-medium text-accent">{product.shop.name}</p>}
                <p className="mt-0.5 text-sm text-muted">
                  <span className="font-medium text-foreground/80">{weight}</span>
                  <span aria-hidden> · </span>
                  <span className="tabular-nums">{formatUsd(price)}</span>
                  {line.quantity > 1 && <span> each</span>}
                </p>
              </div>
              <button
                type="button"
                className="-mr-1 -mt-1 inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-danger disabled:opacity-40"
                aria-label={`Remove ${name} from cart`}
                disabled={busy}
                onClick={() => void run(() => onRemove(line))}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </button>
            </div>
            <div className="mt-auto flex items-center justify-between gap-3">
              <QuantityStepper
                value={line.quantity}
                max={variantStock(product, line.selectedWeight)}
                label={name}
                disabled={busy}
                onChange={(q) => void run(() => onQuantity(line, q))}
              />
              <span className="font-medium tabular-nums">{formatUsd(price * line.quantity)}</span>
            </div>
          </div>
        </div>
      </SwipeableRow>
    </li>
  );
}

/** The cart's lines, as the cart page and the cart sheet list them. */
export function CartLines({
  lines,
  className,
  ...props
}: Omit<CartLineItemProps, 'line'> & { lines: readonly CartViewLine[]; className: string }) {
  return (
    <ul aria-label="Cart items" className={className}>
      {lines.map((line) => (
        <CartLineItem key={line.key} line={line} {...props} />
      ))}
    </ul>
  );
}
