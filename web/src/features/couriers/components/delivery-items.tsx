import type { CourierDelivery } from '#domain/couriers/views.ts';
import { formatUsd } from '#domain/money.ts';

/** What is in the sealed bag, so the courier can check it at the counter. */
export function DeliveryItems({ delivery }: { delivery: CourierDelivery }) {
  return (
    <details className="group rounded-2xl border border-border px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center justify-between gap-3 font-medium">
        <span>
          {delivery.itemCount} {delivery.itemCount === 1 ? 'item' : 'items'} ·{' '}
          {formatUsd(delivery.retailValueCents)}
        </span>
        <span className="text-xs text-accent group-open:hidden">Show</span>
        <span className="hidden text-xs text-accent group-open:inline">Hide</span>
      </summary>
      <ul className="mt-3 space-y-1.5 text-muted">
        {delivery.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-3">
            <span>
              {item.productName} <span className="text-xs">({item.variantLabel})</span>
              {item.certificateUrl && (
                <a
                  href={item.certificateUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="ml-2 text-xs text-accent underline underline-offset-2"
                >
                  Batch {item.batchNumber} certificate (PDF)
                </a>
              )}
            </span>
            <span className="tabular-nums">×{item.quantity}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
