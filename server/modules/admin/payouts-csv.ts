import { stringify } from 'csv-stringify/sync';
import type { CourierEarnings } from '#domain/admin/couriers-views.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A courier's payout for a period: one line per delivered order, then the total. Names cannot start a formula. */
export function payoutsCsv(e: CourierEarnings & { name: string }): string {
  const safe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
  const rows = e.lines.map((l) => [
    safe(e.name),
    l.orderNumber,
    l.earnedAt,
    dollars(l.subtotalCents),
    l.commissionRate.toFixed(2),
    dollars(l.commissionCents),
    dollars(l.tipCents),
    dollars(l.totalCents),
  ]);
  const t = e.totals;
  return stringify([
    ['courier', 'order_number', 'delivered_at', 'subtotal', 'commission_rate', 'commission', 'tip', 'payout'],
    ...rows,
    [
      safe(e.name),
      `TOTAL ${e.from} to ${e.to}`,
      '',
      dollars(t.subtotalCents),
      '',
      dollars(t.commissionCents),
      dollars(t.tipCents),
      dollars(t.totalCents),
    ],
  ]);
}
