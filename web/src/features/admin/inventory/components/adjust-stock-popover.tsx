import { useState } from 'react';
import { Popover } from 'radix-ui';
import { SlidersHorizontal } from 'lucide-react';
import type { InventoryRow } from '#domain/admin/inventory.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { AdjustStockForm } from './adjust-stock-form.tsx';

/** The row's Adjust button and its popover form. */
export function AdjustStockPopover({ row }: { row: InventoryRow }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={buttonClass('outline', 'sm')}
        aria-label={`Adjust stock, ${row.productName} ${row.label}`}
      >
        <SlidersHorizontal className="h-3.5 w-3.5" aria-hidden />
        <span className="hidden lg:inline">Adjust</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          aria-label={`Adjust stock of ${row.productName} ${row.label}`}
          className="z-40 w-72 rounded-xl border border-border bg-surface p-4 shadow-xl"
        >
          <p className="mb-3 text-sm font-medium">
            {row.productName} <span className="text-muted">· {row.label}</span>
          </p>
          <AdjustStockForm row={row} onDone={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
