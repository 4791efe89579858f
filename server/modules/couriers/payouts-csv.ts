import { csvLines } from '#server/lib/csv.ts';
import type { CourierEarnings } from '#domain/admin/couriers-views.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A courier's payout for a period: one line per delivered order, then the total. Names cannot start a formula. */
export function payoutsCsv(e: CourierEarnings & { name: string }): string {
  const rows = e.lines.map((l) => [
    e.name,
    l.orderNumber,
    l.earnedAt,
    dollars(l.subtotalCents),
    l.commissionRate.toFixed(2),
    dollars(l.commissionCents),
    dollars(l.tipCents),
    dollars(l.totalCents),
  ]);
  const t = e.totals;
  return csvLines([
    ['courier', 'order_number', 'delivered_at', 'subtotal', 'commission_rate', 'commission', 'tip', 'payout'],
    ...rows,
    [
      e.name,
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
