import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Product } from '#domain/catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { useCartAdd } from '../hooks/use-cart.ts';

/** Product card action: adds one of the first in-stock weight. */
export function QuickAddButton({ product, className }: { product: Product; className?: string }) {
  const add = useCartAdd();
  const [adding, setAdding] = useState(false);
  const variant = product.variants.find((v) => v.stock > 0);

  if (!variant) {
    return (
      <button
        type="button"
        disabled
        className={cn(
          'inline-flex h-9 items-center rounded-full border border-border px-3 text-xs font-medium text-muted',
          className,
        )}
      >
        Sold out
      </button>
    );
  }

  const quickAdd = async () => {
    setAdding(true);
    await add({ product, selectedWeight: variant.label, quantity: 1 });
    setAdding(false);
  };

  return (
    <button
      type="button"
      aria-label={`Add ${product.name} to cart`}
      disabled={adding}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void quickAdd();
      }}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full bg-primary px-3.5 text-xs font-semibold text-primary-foreground shadow-sm transition hover:opacity-90 disabled:opacity-60',
        className,
      )}
    >
      <Plus className="h-4 w-4" aria-hidden />
      Add
    </button>
  );
}
