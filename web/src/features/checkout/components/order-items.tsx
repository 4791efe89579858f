import { formatUsd } from '#domain/money.ts';
import { variantText } from '../utils/checkout-values.ts';

interface OrderItem {
  productName: string;
  variantLabel: string;
  quantity: number;
  imageUrl: string;
  /** Shown when known (the placing tab's copy); a tracking view has no prices per line. */
  lineTotalCents?: number;
}

export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul aria-label="Items" className="divide-y divide-border">
      {items.map((item) => (
        <li
          key={`${item.productName}:${item.variantLabel}`}
          className="flex items-center gap-4 py-3.5 first:pt-0"
        >
          <img
            src={item.imageUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="h-14 w-14 shrink-0 rounded-xl bg-forest object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium leading-snug">{item.productName}</p>
            <p className="text-muted">
              {variantText(item.variantLabel)} · Qty {item.quantity}
            </p>
          </div>
          {item.lineTotalCents !== undefined && (
            <span className="shrink-0 text-sm font-medium tabular-nums">
              {formatUsd(item.lineTotalCents)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
