import { DEFAULT_WEIGHT } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';

interface Item {
  productName: string;
  variantLabel: string;
  quantity: number;
  imageUrl: string;
  /** Known to the customer's own order view; a tracking view has no line prices. */
  lineTotalCents?: number;
}

export function OrderItems({ items }: { items: readonly Item[] }) {
  return (
    <ul aria-label="Items" className="divide-y divide-border">
      {items.map((item) => (
        <li
          key={`${item.productName}:${item.variantLabel}`}
          className="flex items-center gap-4 py-3.5 first:pt-0 last:pb-0"
        >
          <img
            src={item.imageUrl}
            alt={item.productName}
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded-2xl bg-forest object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium leading-snug">{item.productName}</p>
            <p className="mt-0.5 text-sm text-muted">
              {item.variantLabel === DEFAULT_WEIGHT ? 'Each' : item.variantLabel} · Qty {item.quantity}
            </p>
          </div>
          {item.lineTotalCents !== undefined && (
            <span className="shrink-0 font-medium tabular-nums">{formatUsd(item.lineTotalCents)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
