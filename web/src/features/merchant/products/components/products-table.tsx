import type { MerchantProduct } from '#domain/merchant/shop-contracts.ts';
import { ComplianceFacts } from './compliance-facts.tsx';
import { PriceCell } from './price-cell.tsx';
import { ProductThumb } from './product-thumb.tsx';
import { StockBadge } from './stock-badge.tsx';
import { StockControls } from './stock-controls.tsx';

const TH = 'px-3 py-2.5 text-left text-[11px] font-semibold uppercase tracking-[0.14em] text-muted';

/** Tablet and wider: one row per variant, the product named on its first row. */
export function ProductsTable({
  products,
  pricesEditable,
}: {
  products: MerchantProduct[];
  pricesEditable: boolean;
}) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-border bg-surface md:block">
      <table className="w-full text-sm">
        <thead className="sticky top-16 z-10 border-b border-border bg-surface-2/80 backdrop-blur">
          <tr>
            <th className={TH}>Product</th>
            <th className={TH}>Variant</th>
            <th className={TH}>Price</th>
            <th className={TH}>Stock</th>
            <th className={TH}>
              <span className="sr-only">Adjust</span>
            </th>
          </tr>
        </thead>
        {products.map((p) => (
          <tbody
            key={p.id}
            className="border-b border-border last:border-b-0"
            data-testid={`product-${p.slug}`}
          >
            {p.variants.map((v, i) => (
              <tr key={v.id} className="align-middle">
                {i === 0 && (
                  <td rowSpan={p.variants.length} className="w-[32%] px-3 py-3 align-top">
                    <ProductThumb product={p} />
                    <div className="mt-2">
                      <ComplianceFacts product={p} />
                    </div>
                  </td>
                )}
                <td className="whitespace-nowrap px-3 py-2">
                  {v.label}
                  <span className="block text-xs text-muted tabular-nums">{v.netGrams} g net</span>
                </td>
                <td className="px-3 py-2">
                  <PriceCell variant={v} editable={pricesEditable} name={p.name} />
                </td>
                <td className="px-3 py-2">
                  <StockBadge variant={v} />
                </td>
                <td className="px-3 py-2">
                  <StockControls variant={v} name={p.name} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
