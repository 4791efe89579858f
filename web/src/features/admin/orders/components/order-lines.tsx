import type { AdminOrderDetail } from '#domain/admin/order-detail.ts';
import { formatUsd } from '#domain/money.ts';
import { DetailCard } from '#web/components/ui/detail-card.tsx';

const grams = (g: number) => `${Number.isInteger(g) ? g : g.toFixed(2)} g`;

/** What was ordered, and how the total adds up. */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const p = order.pricing;
  const rows: [string, number, boolean?][] = [
    ['Subtotal', p.subtotalCents],
    ...(p.firstOrderDiscountCents
      ? [['First-order discount', p.firstOrderDiscountCents, true] as const]
      : []),
    ...(p.couponDiscountCents
      ? [[`Coupon${p.couponCode ? ` ${p.couponCode}` : ''}`, p.couponDiscountCents, true] as const]
      : []),
    ['Delivery fee', p.deliveryFeeCents],
    ['Cannabis excise', p.exciseCents],
    ...(p.tipCents ? [['Tip', p.tipCents] as const] : []),
  ] as [string, number, boolean?][];
  return (
    <DetailCard title="Items">
      <div className="-mx-5 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Order lines</caption>
          <thead className="text-left text-xs text-muted">
            <tr className="border-b border-border">
              <th scope="col" className="px-5 py-2 font-medium">
                Product
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Variant
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Net wt.
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Unit price
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="px-5 py-2 text-right font-medium">
                Line total
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {order.lines.map((line, i) => (
              <tr key={`${line.productId}-${line.variantLabel}-${i}`} className="border-b border-border">
                <td className="px-5 py-2.5 font-medium">{line.productName}</td>
                <td className="px-3 py-2.5 text-muted">{line.variantLabel}</td>
                <td className="px-3 py-2.5 text-right">{grams(line.netGrams)}</td>
                <td className="px-3 py-2.5 text-right">{formatUsd(line.unitPriceCents)}</td>
                <td className="px-3 py-2.5 text-right">{line.quantity}</td>
                <td className="px-5 py-2.5 text-right font-medium">{formatUsd(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto mt-4 max-w-xs space-y-1.5 text-sm tabular-nums">
        {rows.map(([label, cents, minus]) => (
          <div key={label} className="flex justify-between gap-6">
            <dt className="text-muted">{label}</dt>
            <dd className={minus ? 'text-success' : undefined}>
              {minus ? `−${formatUsd(cents)}` : formatUsd(cents)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-6 border-t border-border pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd>{formatUsd(p.totalCents)}</dd>
        </div>
      </dl>
    </DetailCard>
  );
}
