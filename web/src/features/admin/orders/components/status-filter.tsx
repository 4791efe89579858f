import { Popover } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { ORDER_STATUSES, statusLabel, type OrderStatus } from '#domain/orders/status.ts';
import { cn } from '#web/lib/cn.ts';
import { sentence } from '../utils/sentence.ts';
import { FILTER_CONTROL } from '#web/components/data-table/filter-select.tsx';

/** The statuses in the URL's comma-separated `status`, unknown ones left out. */
export const parseStatuses = (value: string | undefined): OrderStatus[] =>
  (value ?? '').split(',').filter((s): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s));

const summary = (chosen: readonly OrderStatus[]) =>
  chosen.length === 0
    ? 'Any status'
    : chosen.length <= 2
      ? sentence(chosen.map(statusLabel).join(', '))
      : `${chosen.length} statuses`;

/** Several statuses at once, in a popover of checkboxes. */
export function StatusFilter({
  value,
  onValue,
}: {
  value: string | undefined;
  onValue: (v: string) => void;
}) {
  const chosen = parseStatuses(value);
  const toggle = (status: OrderStatus) => {
    const next = chosen.includes(status) ? chosen.filter((s) => s !== status) : [...chosen, status];
    onValue(ORDER_STATUSES.filter((s) => next.includes(s)).join(','));
  };
  return (
    <div className="flex flex-col gap-1">
      <span id="orders-status-label" className="text-xs font-medium text-muted">
        Status
      </span>
      <Popover.Root>
        <Popover.Trigger
          aria-labelledby="orders-status-label orders-status-value"
          className={cn(FILTER_CONTROL, 'inline-flex min-w-36 items-center justify-between gap-2')}
        >
          <span id="orders-status-value">{summary(chosen)}</span>
          <ChevronDown className="h-4 w-4 text-muted" aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-40 w-56 rounded-xl border border-border bg-surface p-1.5 shadow-xl"
          >
            <fieldset>
              <legend className="sr-only">Order statuses</legend>
              {ORDER_STATUSES.map((status) => (
                <label
                  key={status}
                  className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm hover:bg-surface-2"
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-[var(--accent)]"
                    checked={chosen.includes(status)}
                    onChange={() => toggle(status)}
                  />
                  {sentence(statusLabel(status))}
                  {chosen.includes(status) && (
                    <Check className="ml-auto h-3.5 w-3.5 text-muted" aria-hidden />
                  )}
                </label>
              ))}
            </fieldset>
            {chosen.length > 0 && (
              <button
                type="button"
                onClick={() => onValue('')}
                className="mt-1 w-full rounded-lg px-2.5 py-1.5 text-left text-sm text-muted hover:bg-surface-2 hover:text-foreground"
              >
                Any status
              </button>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
