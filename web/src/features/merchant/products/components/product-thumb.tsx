import type { MerchantProduct } from '#domain/merchant/shop-contracts.ts';
import { CATEGORY_LABELS } from '#domain/catalog.ts';

/** The product's picture, name and category, with a note when it is hidden from the storefront. */
export function ProductThumb({ product }: { product: MerchantProduct }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img
        src={product.imageUrl}
        alt=""
        loading="lazy"
        className="h-11 w-11 shrink-0 rounded-xl bg-surface-2 object-cover"
      />
      <div className="min-w-0">
        <p className="truncate font-medium">{product.name}</p>
        <p className="text-xs text-muted">
          {CATEGORY_LABELS[product.category]}
          {!product.active && ' · hidden from the storefront'}
        </p>
      </div>
    </div>
  );
}
