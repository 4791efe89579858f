import type { ReactNode } from 'react';
import type { Product } from '#domain/catalog.ts';
import { categoryLabel, displayName, strainLabel } from '../utils/format.ts';
import { priceLabel } from '../utils/price-label.ts';
import { LabResultPanel } from './lab-result-panel.tsx';
import { PotencyPanel } from './potency-panel.tsx';
import { ProductBreadcrumb } from './product-breadcrumb.tsx';
import { ProductImage } from './product-image.tsx';
import { ShopLine } from './shop-line.tsx';
import { StockBadge } from './stock-badge.tsx';

interface ProductDetailsProps {
  product: Product;
  /** The purchase controls (price per weight, stock, quantity, add to cart), composed by the route. */
  purchase?: ReactNode;
}

export function ProductDetails({ product, purchase }: ProductDetailsProps) {
  return (
    <article className="container-page pb-8 pt-4 lg:pt-10">
      <ProductBreadcrumb product={product} />
      {/* Phones: a shorter image, so the price, the weights and Add to Cart are on the first screen. */}
      <div className="mt-4 grid gap-5 lg:mt-8 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-16">
        <div className="self-start max-lg:w-full lg:sticky lg:top-28">
          <div className="overflow-hidden rounded-3xl bg-forest ring-1 ring-border/70">
            <ProductImage
              src={product.imageUrl}
              alt={product.imageAlt}
              picture={product.images[0]}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="max-lg:aspect-[16/10] max-lg:max-h-[30svh]"
              priority
            />
          </div>
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent">
            {categoryLabel(product.category)} · {strainLabel(product.strainType)}
          </p>
          <h1 className="mt-2 font-display text-3xl leading-[1.05] tracking-tight text-balance sm:text-4xl lg:mt-3 lg:text-5xl">
            {displayName(product.name)}
          </h1>
          {!purchase && (
            <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="text-xl font-medium tabular-nums">{priceLabel(product)}</p>
              <StockBadge inStock={product.inStock} />
            </div>
          )}
          {purchase && <div className="mt-4 lg:mt-8">{purchase}</div>}
          <div className="mt-6">
            <ShopLine shop={product.shop} />
          </div>
          <p className="mt-6 max-w-prose text-base leading-relaxed text-foreground/85">
            {product.description}
          </p>
          <div className="mt-10 space-y-6">
            <PotencyPanel product={product} />
            <LabResultPanel lab={product.labResult} />
          </div>
        </div>
      </div>
    </article>
  );
}
