import { Printer } from 'lucide-react';
import { PAYMENT_METHOD_LABELS } from '#domain/checkout.schemas.ts';
import { DEFAULT_WEIGHT } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';
import { nyDateTime } from '#domain/time/ny-format.ts';
import { AddressLines } from '#web/components/orders/address-lines.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { OrderPriceLines } from './order-price-lines.tsx';
import { OwnOrder, type OwnOrderView } from './own-order.tsx';

const PAID: Record<string, string> = { due_at_door: 'Due at the door', paid: 'Paid', voided: 'Nothing due' };

/** The delivered order's receipt: every line as bought, the excise as checkout computed it, fees, discount, payment. */
export function OrderReceipt({ id }: { id: string }) {
  return <OwnOrder id={id}>{(order) => <Receipt order={order} />}</OwnOrder>;
}

function Receipt({ order }: { order: OwnOrderView }) {
  const delivered = order.progress.deliveredAt;

  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-3xl border border-border bg-surface p-6 sm:p-10 print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-6">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">New York Minute NYC</p>
          <h1 id="receipt-title" className="mt-2 font-display text-4xl">
            Receipt
          </h1>
          <p className="mt-1 text-muted">
            Order <span data-testid="receipt-order-number">{order.orderNumber}</span>
            {order.progress.shopName && <> · from {order.progress.shopName}</>}
          </p>
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer className="h-4 w-4" aria-hidden />
          Print or save as PDF
        </Button>
      </header>
      <dl className="grid gap-4 border-b border-border py-6 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Placed</dt>
          <dd className="mt-0.5 font-medium">{nyDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">{order.status === 'delivered' ? 'Delivered' : 'Status'}</dt>
          <dd data-testid="receipt-delivered" className="mt-0.5 font-medium">
            {delivered ? nyDateTime(delivered) : 'Not delivered yet'}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Delivered to</dt>
          <dd className="mt-0.5 font-medium">
            {order.customerName}
            <AddressLines address={order.address} streetClassName="block font-normal text-muted" />
          </dd>
        </div>
      </dl>
      <table className="mt-6 w-full text-sm">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted">
            <th scope="col" className="pb-2 font-medium">
              Item
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Price
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.productId}:${item.variantLabel}`} className="border-b border-border/60">
              <td className="py-2.5 pr-2">
                {item.productName}
                {item.variantLabel !== DEFAULT_WEIGHT && (
                  <span className="text-muted"> · {item.variantLabel}</span>
                )}
              </td>
              <td className="py-2.5 text-right tabular-nums">{item.quantity}</td>
              <td className="py-2.5 text-right tabular-nums">{formatUsd(item.unitPriceCents)}</td>
              <td className="py-2.5 text-right tabular-nums">{formatUsd(item.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-6 ml-auto max-w-sm">
        <OrderPriceLines pricing={order.pricing} />
      </div>
      <p data-testid="receipt-payment" className="mt-6 border-t border-border pt-4 text-sm">
        Payment: {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {PAID[order.paymentStatus]}
      </p>
      <p className="mt-2 text-xs text-muted">
        Adult-use cannabis is not subject to sales tax in New York; the excise is itemised above.
      </p>
    </article>
  );
}
