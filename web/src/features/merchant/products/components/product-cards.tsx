import type { MerchantProduct } from '#domain/merchant/shop-contracts.ts';
import { ComplianceFacts } from './compliance-facts.tsx';
import { PriceCell } from './price-cell.tsx';
import { ProductThumb } from './product-thumb.tsx';
import { StockBadge } from './stock-badge.tsx';
import { StockControls } from './stock-controls.tsx';

/** Phones: one card per product, each variant with its price, stock and controls. */
export function ProductCards({
  products,
  pricesEditable,
}: {
  products: MerchantProduct[];
  pricesEditable: boolean;
}) {
  return (
    <ul className="space-y-3 md:hidden">
      {products.map((p) => (
        <li
          key={p.id}
          className="rounded-2xl border border-border bg-surface p-4"
          data-testid={`card-${p.slug}`}
        >
          <ProductThumb product={p} />
          <div className="mt-2">
            <ComplianceFacts product={p} />
          </div>
          <ul className="mt-3 divide-y divide-border">
            {p.variants.map((v) => (
              <li key={v.id} className="space-y-2 py-3 last:pb-0">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">
                    {v.label} <span className="text-xs font-normal text-muted">· {v.netGrams} g</span>
                  </span>
                  <PriceCell variant={v} editable={pricesEditable} name={p.name} />
                </div>
                <div className="flex items-center gap-2">
                  <StockBadge variant={v} />
                </div>
                <StockControls variant={v} name={p.name} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
