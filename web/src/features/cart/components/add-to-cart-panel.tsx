import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { unitPrice } from '#domain/cart.ts';
import type { Product } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCartAdd } from '../hooks/use-cart.ts';
import { addToCartLabel } from '../utils/add-label.ts';
import { variantStock } from '../utils/cart-lines.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { StockState } from './stock-state.tsx';
import { WeightOptions } from './weight-options.tsx';

const firstAvailable = (product: Product) =>
  (product.variants.find((v) => v.stock > 0) ?? product.variants[0])?.label ?? 'unit';

/** Product page purchase box: weight, stock, quantity and 'Add to Cart' with the line total. */
export function AddToCartPanel({ product }: { product: Product }) {
  const add = useCartAdd();
  const [weight, setWeight] = useState(() => firstAvailable(product));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const stock = variantStock(product, weight);
  const price = unitPrice(product, weight);
  const hasChoice = product.variants.length > 1;

  const choose = (next: string) => {
    setWeight(next);
    setQuantity((q) => Math.max(1, Math.min(q, variantStock(product, next))));
  };

  const submit = async () => {
    setAdding(true);
    if (await add({ product, selectedWeight: weight, quantity })) setQuantity(1);
    setAdding(false);
  };

  return (
    <div className="space-y-4 lg:space-y-6" data-testid="add-to-cart-panel">
      <div className="flex items-end justify-between gap-4">
        <p className="font-display text-3xl tabular-nums" aria-live="polite">
          {formatUsd(price)}
        </p>
        <StockState stock={stock} />
      </div>
      {hasChoice && <WeightOptions product={product} value={weight} onChange={choose} />}
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={quantity}
          max={Math.max(1, stock)}
          label={product.name}
          onChange={setQuantity}
          disabled={stock === 0}
          size="md"
        />
        <Button
          size="lg"
          className="min-w-48 flex-1 whitespace-nowrap px-4 max-sm:text-[0.95rem]"
          disabled={stock === 0 || adding}
          onClick={() => void submit()}
        >
          <ShoppingBag className="h-5 w-5 max-sm:hidden" aria-hidden />
          {stock === 0 ? 'Out of stock' : addToCartLabel(quantity, price)}
        </Button>
      </div>
    </div>
  );
}
