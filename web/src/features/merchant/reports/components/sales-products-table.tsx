import type { SalesReport } from '#domain/merchant/reports.ts';
import { formatUsd } from '#domain/money.ts';

/** What sold: each product and variant with units and gross, best sellers first. */
export function SalesProductsTable({ products }: { products: SalesReport['byProduct'] }) {
  if (products.length === 0) {
    return <p className="py-6 text-center text-sm text-muted">No products sold in this period.</p>;
  }
  const totalGross = products.reduce((sum, p) => sum + p.grossCents, 0);
  return (
    <div className="max-h-[28rem] overflow-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Sales by product</caption>
        <thead className="sticky top-0 bg-surface-2 text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Product
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Units
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Gross
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.variantId} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <span className="font-medium">{p.productName}</span>
                <span className="ml-2 text-xs text-muted">{p.variantLabel}</span>
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{p.units.toLocaleString('en-US')}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatUsd(p.grossCents)}</td>
              <td className="hidden px-3 py-2 text-right tabular-nums text-muted sm:table-cell">
                {totalGross > 0 ? `${Math.round((p.grossCents / totalGross) * 100)}%` : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
