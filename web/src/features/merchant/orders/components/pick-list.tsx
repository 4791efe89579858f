import { format } from 'date-fns';
import { inNewYork } from '#domain/time/new-york.ts';
import type { MerchantOrderDetail } from '#domain/merchant/orders.ts';
import { Badge } from '#web/components/ui/badge.tsx';

type Order = MerchantOrderDetail['order'];

const grams = (n: number) => `${Number(n.toFixed(3))} g`;

/** The sheet a shop picks an order from: every line with its variant, net weight, batch and a box to tick. */
export function PickList({ order }: { order: Order }) {
  const items = order.lines.reduce((sum, l) => sum + l.quantity, 0);
  const totalGrams = order.lines.reduce((sum, l) => sum + l.netGramsTotal, 0);
  return (
    <article
      aria-label={`Pick list for ${order.orderNumber}`}
      className="rounded-2xl border border-border bg-surface p-5 sm:p-8 print:rounded-none print:border-0 print:bg-white print:p-0 print:text-black"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-5 print:border-black">
        <div>
          <p className="text-sm text-muted print:text-black">{order.shopName}</p>
          <p className="mt-1 hidden font-display text-3xl print:block">Pick list</p>
          <h2 className="mt-1 font-mono text-2xl font-semibold">{order.orderNumber}</h2>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted print:text-black">Delivery</dt>
          <dd className="font-semibold">{order.windowLabel}</dd>
          <dt className="text-muted print:text-black">Placed</dt>
          <dd>{format(inNewYork(order.placedAt), 'MMM d, h:mm a')}</dd>
          <dt className="text-muted print:text-black">Customer</dt>
          <dd>{order.customer}</dd>
          <dt className="text-muted print:text-black">Items</dt>
          <dd>
            {items} · {grams(totalGrams)} net
          </dd>
        </dl>
      </header>
      {order.held && (
        <p className="mt-4 print:hidden">
          <Badge tone="warning">Held for review: do not prepare yet</Badge>
        </p>
      )}
      <table className="mt-5 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-muted print:border-black print:text-black">
            <th scope="col" className="w-8 py-2">
              <span className="sr-only">Picked</span>
            </th>
            <th scope="col" className="w-12 py-2 text-right">
              Qty
            </th>
            <th scope="col" className="py-2 pl-4">
              Product
            </th>
            <th scope="col" className="py-2 text-right">
              Net
            </th>
            <th scope="col" className="py-2 pl-4">
              Batch
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr
              key={`${line.productId}-${line.variantLabel}`}
              className="border-b border-border align-top print:break-inside-avoid print:border-black/40"
            >
              <td className="py-3">
                <span
                  aria-hidden
                  className="mt-0.5 block h-5 w-5 rounded border-2 border-foreground print:border-black"
                />
              </td>
              <td className="py-3 text-right text-lg font-semibold tabular-nums">{line.quantity}</td>
              <td className="py-3 pl-4">
                <span className="block font-medium">{line.productName}</span>
                <span className="block text-muted capitalize print:text-black">
                  {line.variantLabel} · {line.limitCategory}
                </span>
              </td>
              <td className="py-3 text-right tabular-nums">
                <span className="block">{grams(line.netGramsTotal)}</span>
                {line.quantity > 1 && (
                  <span className="block text-xs text-muted print:text-black">
                    {grams(line.netGramsEach)} each
                  </span>
                )}
              </td>
              <td className="py-3 pl-4 font-mono text-xs">{line.batchNumber ?? 'No lab result on file'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="mt-8 grid grid-cols-2 gap-6 text-sm">
        <p className="border-t border-border pt-2 text-muted print:border-black print:text-black">
          Picked by
        </p>
        <p className="border-t border-border pt-2 text-muted print:border-black print:text-black">
          Checked by
        </p>
      </footer>
    </article>
  );
}
