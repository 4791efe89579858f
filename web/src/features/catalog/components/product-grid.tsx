import type { ReactNode } from 'react';
import type { Product } from '#domain/catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { ProductCard } from './product-card.tsx';

interface ProductGridProps {
  products: Product[];
  renderAction?: (product: Product) => ReactNode;
  label?: string;
  /** How many leading images load eagerly (those likely in the first viewport). */
  priorityCount?: number;
  /** Columns on wide screens; 3 gives larger, more editorial cards. */
  columns?: 3 | 4;
}

export function ProductGrid({
  products,
  renderAction,
  label,
  priorityCount = 0,
  columns = 4,
}: ProductGridProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'grid grid-cols-2 gap-x-3 gap-y-10 sm:gap-x-6 md:grid-cols-3 lg:gap-x-8',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} action={renderAction?.(product)} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
