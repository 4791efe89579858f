import { formatUsd } from '#domain/money.ts';
import type { QuoteLine } from '#domain/checkout/quote-response.ts';
import { variantText } from '../utils/checkout-values.ts';

const stockNote = (line: QuoteLine) =>
  line.available ? null : line.stock > 0 ? `Only ${line.stock} left` : 'Out of stock';

export function SummaryLines({ lines }: { lines: readonly QuoteLine[] }) {
  return (
    <ul aria-label="Items in this order" className="divide-y divide-border lg:max-h-72 lg:overflow-y-auto">
      {lines.map((line) => {
        const note = stockNote(line);
        return (
          <li key={`${line.productId}:${line.selectedWeight}`} className="flex gap-3 py-3 text-sm first:pt-0">
            <span
              aria-hidden
              className="flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full bg-surface-2 px-2 text-xs font-semibold tabular-nums"
            >
              {line.quantity}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium leading-snug">{line.productName ?? 'An item no longer sold'}</p>
              <p className="text-muted">
                <span className="sr-only">Quantity {line.quantity}, </span>
                {variantText(line.selectedWeight)}
                {line.quantity > 1 && <span> · {formatUsd(line.unitPriceCents)} each</span>}
              </p>
              {note && <p className="font-medium text-danger">{note}</p>}
            </div>
            <span className="shrink-0 font-medium tabular-nums">
              {formatUsd(line.unitPriceCents * line.quantity)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
