import { format, parseISO } from 'date-fns';
import { dayBars } from '../utils/period.ts';
import { Download } from 'lucide-react';
import type { ComplianceReport } from '#domain/admin/compliance.ts';
import { formatUsd } from '#domain/money.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { BarChart } from '#web/components/charts/bar-chart.tsx';
import { FiguresTable, SectionCard } from './section-card.tsx';

const count = (n: number) => n.toLocaleString('en-US');

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface-2/40 px-4 py-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 font-display text-2xl tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted">{hint}</dd>}
    </div>
  );
}

/** Excise collected on the period's delivered orders, per New York delivery day and month, ready to file. */
export function ExciseSection({ excise, csvUrl }: { excise: ComplianceReport['excise']; csvUrl: string }) {
  const rate = `${excise.rateBasisPoints / 100}%`;
  const days = dayBars(excise.days, (d) => d.exciseCents);
  return (
    <SectionCard
      title="Excise collected"
      description={`${rate} adult-use excise on delivered orders, counted on the New York day of delivery.`}
      actions={
        <a href={csvUrl} download className={buttonClass('outline', 'sm')}>
          <Download className="h-4 w-4" aria-hidden />
          Excise CSV
        </a>
      }
    >
      <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Excise collected" value={formatUsd(excise.totals.exciseCents)} hint="To file" />
        <Figure label="Taxable sales" value={formatUsd(excise.totals.taxableCents)} hint="After discounts" />
        <Figure label="Delivered orders" value={count(excise.totals.orders)} />
        <Figure label="Rate" value={rate} hint="9% state + 4% local" />
      </dl>
      <BarChart
        title="Excise by day"
        data={days}
        format={formatUsd}
        labelEvery={Math.max(1, Math.ceil(days.length / 12))}
      />
      <FiguresTable
        caption="Excise by month"
        head={['Month', ['Orders', 'end'], ['Taxable sales', 'end'], ['Excise', 'end']]}
        className="mt-4 max-h-none"
      >
        {excise.months.map((m) => (
          <tr key={m.month}>
            <th scope="row" className="text-left font-normal">
              {format(parseISO(`${m.month}-01`), 'MMMM yyyy')}
            </th>
            <td className="text-right tabular-nums">{count(m.orders)}</td>
            <td className="text-right tabular-nums">{formatUsd(m.taxableCents)}</td>
            <td className="text-right font-medium tabular-nums">{formatUsd(m.exciseCents)}</td>
          </tr>
        ))}
        <tr className="bg-surface-2/50 font-semibold">
          <th scope="row" className="text-left">
            Total
          </th>
          <td className="text-right tabular-nums">{count(excise.totals.orders)}</td>
          <td className="text-right tabular-nums">{formatUsd(excise.totals.taxableCents)}</td>
          <td className="text-right tabular-nums" data-testid="excise-total">
            {formatUsd(excise.totals.exciseCents)}
          </td>
        </tr>
      </FiguresTable>
    </SectionCard>
  );
}
