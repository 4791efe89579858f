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
        <thead className="border-b border-border bg-surface-2/80">
          <tr>
            <th className={TH}>Variant</th>
            <th className={TH}>Price</th>
            <th className={TH}>Stock</th>
            <th className={TH}>Adjust</th>
          </tr>
        </thead>
        {products.map((p) => (
          <tbody
            key={p.id}
            className="border-b border-border last:border-b-0"
            data-testid={`product-${p.slug}`}
          >
            <tr>
              <td colSpan={4} className="px-3 pb-1 pt-3">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <ProductThumb product={p} />
                  <ComplianceFacts product={p} />
                </div>
              </td>
            </tr>
            {p.variants.map((v) => (
              <tr key={v.id} className="align-middle">
                <td className="whitespace-nowrap py-2 pl-6 pr-3">
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
