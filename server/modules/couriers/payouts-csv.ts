import { csvLines, moneyCell } from '#server/lib/csv.ts';
import type { CourierEarnings } from '#domain/admin/couriers-views.ts';

/** A courier's payout for a period: one line per delivered order, then the total. Names cannot start a formula. */
export function payoutsCsv(e: CourierEarnings & { name: string }): string {
  const rows = e.lines.map((l) => [
    e.name,
    l.orderNumber,
    l.earnedAt,
    moneyCell(l.subtotalCents),
    l.commissionRate.toFixed(2),
    moneyCell(l.commissionCents),
    moneyCell(l.tipCents),
    moneyCell(l.totalCents),
  ]);
  const t = e.totals;
  return csvLines([
    ['courier', 'order_number', 'delivered_at', 'subtotal', 'commission_rate', 'commission', 'tip', 'payout'],
    ...rows,
    [
      e.name,
      `TOTAL ${e.from} to ${e.to}`,
      '',
      moneyCell(t.subtotalCents),
      '',
      moneyCell(t.commissionCents),
      moneyCell(t.tipCents),
      moneyCell(t.totalCents),
    ],
  ]);
}
