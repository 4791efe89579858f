import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#domain/catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { categoryLabel, displayName, strainLabel } from '../utils/format.ts';
import { potencySummary } from '../utils/potency.ts';
import { priceLabel } from '../utils/price-label.ts';
import { ProductImage } from './product-image.tsx';
import { StockBadge } from './stock-badge.tsx';

interface ProductCardProps {
  product: Product;
  /** A control beside the price, e.g. the cart's quick add; it sits above the card-wide link. */
  action?: ReactNode;
  priority?: boolean;
}

export function ProductCard({ product, action, priority }: ProductCardProps) {
  const potency = potencySummary(product);
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-2xl bg-forest ring-1 ring-border/60">
        <ProductImage
          src={product.imageUrl}
          alt={product.imageAlt}
          picture={product.images[0]}
          priority={priority}
          className={cn(
            'transition duration-700 ease-out group-hover:scale-[1.035]',
            !product.inStock && 'opacity-55 saturate-50',
          )}
        />
        {!product.inStock && <StockBadge inStock={false} className="absolute left-3 top-3 bg-surface/95" />}
      </div>
      <div className="flex flex-1 flex-col pt-4">
        <p className="text-[11px] font-medium uppercase tracking-[0.18em] text-muted">
          {categoryLabel(product.category)} · {strainLabel(product.strainType)}
        </p>
        <h3 className="mt-1.5 font-display text-base leading-snug text-pretty text-foreground sm:text-lg">
          <Link
            to={`/product/${product.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ring group-hover:text-accent"
          >
            {displayName(product.name)}
          </Link>
        </h3>
        {potency.length > 0 && (
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted tabular-nums">
            {potency.map((figure) => (
              <span key={figure} className="whitespace-nowrap">
                {figure}
              </span>
            ))}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <p className="text-sm font-semibold tabular-nums">
            <span className="sr-only">Price: </span>
            {priceLabel(product)}
          </p>
          {action && <div className="relative z-10">{action}</div>}
        </div>
      </div>
    </article>
  );
}
