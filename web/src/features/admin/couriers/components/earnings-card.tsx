import { useState } from 'react';
import { Download } from 'lucide-react';
import { EARNING_PERIODS, type EarningPeriod } from '#domain/admin/couriers-schemas.ts';
import { formatUsd } from '#domain/money.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { FILTER_CONTROL, FilterField } from '#web/components/data-table/filter-select.tsx';
import { DetailCard } from '#web/components/ui/detail-card.tsx';
import { cn } from '#web/lib/cn.ts';
import { payoutsCsvUrl, useCourierEarnings, type EarningsChoice } from '../api/get-courier-earnings.ts';

const LABELS: Record<EarningPeriod, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  custom: 'Custom',
};

/** Earnings by period (New York days) with the payout CSV of the same period. */
export function EarningsCard({ courierId }: { courierId: string }) {
  const [choice, setChoice] = useState<EarningsChoice>({ period: 'week' });
  const earnings = useCourierEarnings(courierId, choice);
  const ready = choice.period !== 'custom' || Boolean(choice.from && choice.to && choice.from <= choice.to);
  const t = earnings.data?.totals;
  return (
    <DetailCard
      title="Earnings"
      action={
        ready ? (
          <a href={payoutsCsvUrl(courierId, choice)} download className={buttonClass('outline', 'sm')}>
            <Download className="h-4 w-4" aria-hidden />
            Payout CSV
          </a>
        ) : null
      }
    >
      <div role="group" aria-label="Period" className="flex flex-wrap items-end gap-2">
        {EARNING_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={choice.period === p}
            onClick={() => setChoice((c) => ({ ...c, period: p }))}
            className={cn(
              'h-9 rounded-lg border px-3 text-sm transition',
              choice.period === p
                ? 'border-accent bg-accent-soft font-medium'
                : 'border-border hover:bg-surface-2',
            )}
          >
            {LABELS[p]}
          </button>
        ))}
        {choice.period === 'custom' && (
          <>
            <FilterField label="From" htmlFor="earnings-from">
              <input
                id="earnings-from"
                type="date"
                value={choice.from ?? ''}
                max={choice.to}
                onChange={(e) => setChoice((c) => ({ ...c, from: e.target.value }))}
                className={FILTER_CONTROL}
              />
            </FilterField>
            <FilterField label="To" htmlFor="earnings-to">
              <input
                id="earnings-to"
                type="date"
                value={choice.to ?? ''}
                min={choice.from}
                onChange={(e) => setChoice((c) => ({ ...c, to: e.target.value }))}
                className={FILTER_CONTROL}
              />
            </FilterField>
          </>
        )}
      </div>
      {!ready ? (
        <p className="mt-4 text-sm text-muted">Choose the first and the last day.</p>
      ) : earnings.isPending ? (
        <Skeleton className="mt-4 h-20 w-full" />
      ) : earnings.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {earnings.error.message}
        </p>
      ) : (
        t && (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  ['Deliveries', String(t.deliveries)],
                  ['Commission', formatUsd(t.commissionCents)],
                  ['Tips', formatUsd(t.tipCents)],
                  ['Payout', formatUsd(t.totalCents)],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="rounded-xl bg-surface-2 p-3">
                  <dt className="text-xs text-muted">{term}</dt>
                  <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-muted">
              {earnings.data.from === earnings.data.to
                ? earnings.data.from
                : `${earnings.data.from} to ${earnings.data.to}`}{' '}
              · New York days
            </p>
          </>
        )
      )}
    </DetailCard>
  );
}
