import { format, startOfMonth } from 'date-fns';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { useCan } from '#web/lib/use-can.ts';
import { cn } from '#web/lib/cn.ts';
import { INVENTORY_CSV_URL, ordersCsvUrl, PRODUCTS_CSV_URL } from '../utils/export-links.ts';

function ExportCard({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
      aria-label={title}
    >
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="grow text-sm text-muted">{text}</p>
      {children}
    </section>
  );
}

const download = (href: string, label: string) => (
  <a href={href} download className={cn(buttonClass('outline', 'sm'), 'self-start')}>
    <Download className="h-4 w-4" aria-hidden /> {label}
  </a>
);

/** The catalog's CSV exports (streamed by the server) and the orders of a period. */
export function ExportCards() {
  const orders = useCan('orders:read:any');
  const today = format(new Date(), 'yyyy-MM-dd');
  const [from, setFrom] = useState(format(startOfMonth(new Date()), 'yyyy-MM-dd'));
  const [to, setTo] = useState(today);
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <ExportCard
        title="Products"
        text="Every product with its variants, in the import's columns (one row per variant)."
      >
        {download(PRODUCTS_CSV_URL, 'Download products CSV')}
      </ExportCard>
      <ExportCard
        title="Inventory"
        text="Stock per variant with its low-stock threshold and its last ledger movement."
      >
        {download(INVENTORY_CSV_URL, 'Download inventory CSV')}
      </ExportCard>
      {orders && (
        <ExportCard
          title="Orders"
          text="The orders placed in a period, with their totals (the orders page's export)."
        >
          <div className="grid grid-cols-2 gap-2">
            <label className="space-y-1 text-xs">
              <span className="font-medium">From</span>
              <input
                type="date"
                className={cn(CONTROL_CLASS, 'h-10 text-sm')}
                value={from}
                max={to}
                onChange={(e) => setFrom(e.target.value)}
              />
            </label>
            <label className="space-y-1 text-xs">
              <span className="font-medium">To</span>
              <input
                type="date"
                className={cn(CONTROL_CLASS, 'h-10 text-sm')}
                value={to}
                min={from}
                onChange={(e) => setTo(e.target.value)}
              />
            </label>
          </div>
          {download(ordersCsvUrl(from, to), 'Download orders CSV')}
        </ExportCard>
      )}
    </div>
  );
}
