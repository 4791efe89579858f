import type { DashboardKpis, DashboardPeriod } from '#domain/admin/dashboard.ts';
import { formatUsd } from '#domain/money.ts';

type Kind = 'count' | 'money' | 'minutes' | 'rate';

export interface KpiDefinition {
  key: keyof DashboardKpis;
  label: string;
  kind: Kind;
  /** Whether a rise is good news (more orders) or bad (more cancellations); null when neither. */
  higherIsBetter: boolean | null;
}

export const KPIS: readonly KpiDefinition[] = [
  { key: 'orders', label: 'Orders', kind: 'count', higherIsBetter: true },
  { key: 'grossSalesCents', label: 'Gross sales', kind: 'money', higherIsBetter: true },
  { key: 'discountsCents', label: 'Discounts', kind: 'money', higherIsBetter: null },
  { key: 'deliveryFeesCents', label: 'Delivery fees', kind: 'money', higherIsBetter: null },
  { key: 'exciseCents', label: 'Excise collected', kind: 'money', higherIsBetter: null },
  { key: 'netRevenueCents', label: 'Net revenue', kind: 'money', higherIsBetter: true },
  { key: 'averageOrderCents', label: 'Average order value', kind: 'money', higherIsBetter: true },
  { key: 'averageDeliveryMinutes', label: 'Placed → delivered', kind: 'minutes', higherIsBetter: false },
  { key: 'onTimeRate', label: 'On-time rate', kind: 'rate', higherIsBetter: true },
  { key: 'cancellations', label: 'Cancellations', kind: 'count', higherIsBetter: false },
  { key: 'returns', label: 'Returns', kind: 'count', higherIsBetter: false },
];

export function formatKpi(kind: Kind, value: number | null): string {
  if (value === null) return '—';
  if (kind === 'money') return formatUsd(value);
  if (kind === 'minutes') return `${Math.round(value)} min`;
  if (kind === 'rate') return `${Math.round(value * 100)}%`;
  return value.toLocaleString('en-US');
}

/** What each period is compared with (the server's periodSpans). */
export const COMPARED_WITH: Record<DashboardPeriod, string> = {
  today: 'vs same day last week',
  '7d': 'vs the 7 days a week earlier',
  '30d': 'vs the 30 days before',
};

export interface KpiComparison {
  direction: 'up' | 'down' | 'flat' | 'none';
  /** "▲ 12%", "▼ 3 pts", "No change", "New" or "—". */
  text: string;
  /** For the screen reader: "up 12%". */
  spoken: string;
  tone: 'good' | 'bad' | 'neutral';
}

/** The change from the previous span: percent for amounts, percentage points for a rate. */
export function compareKpi(
  kpi: KpiDefinition,
  current: number | null,
  previous: number | null,
): KpiComparison {
  if (current === null || previous === null) {
    return { direction: 'none', text: '—', spoken: 'no comparison', tone: 'neutral' };
  }
  if (current === previous)
    return { direction: 'flat', text: 'No change', spoken: 'no change', tone: 'neutral' };
  const direction = current > previous ? 'up' : 'down';
  const tone =
    kpi.higherIsBetter === null ? 'neutral' : (direction === 'up') === kpi.higherIsBetter ? 'good' : 'bad';
  const arrow = direction === 'up' ? '▲' : '▼';
  let amount: string;
  if (kpi.kind === 'rate') {
    amount = `${Math.abs(Math.round((current - previous) * 100))} pts`;
  } else if (previous === 0) {
    return { direction, text: 'New', spoken: `up from none`, tone };
  } else {
    const pct = Math.abs(((current - previous) / previous) * 100);
    amount = `${pct >= 10 ? Math.round(pct) : Math.round(pct * 10) / 10}%`;
  }
  return { direction, text: `${arrow} ${amount}`, spoken: `${direction} ${amount}`, tone };
}
