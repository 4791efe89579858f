import { csvLines } from '#server/lib/csv.ts';
import type { StaffOrderPageRow } from '#server/modules/orders/staff-orders.service.ts';

/** The accounting columns of the order export, in order: header and how each row fills it. */
const COLUMNS: [string, (r: StaffOrderPageRow) => string][] = [
  ['order_number', (r) => r.orderNumber],
  ['created_at', (r) => r.createdAt.toISOString()],
  ['status', (r) => r.status],
  ['shop', (r) => r.shopName ?? ''],
  ['borough', (r) => r.borough],
  ['customer_name', (r) => r.customerName],
  ['customer_email', (r) => r.email],
  ['payment_method', (r) => r.paymentMethod],
  ['payment_status', (r) => r.paymentStatus],
  ['subtotal', (r) => dollars(r.subtotalCents)],
  ['discount_kind', (r) => r.discountKind ?? ''],
  ['discount', (r) => dollars(r.discountCents)],
  ['coupon_code', (r) => r.couponCode ?? ''],
  ['delivery_fee', (r) => dollars(r.deliveryFeeCents)],
  ['excise_tax', (r) => dollars(r.exciseCents)],
  ['tip', (r) => dollars(r.tipCents)],
  ['total', (r) => dollars(r.totalCents)],
  ['courier', (r) => r.courierName ?? ''],
  ['delivered_at', (r) => r.deliveredAt?.toISOString() ?? ''],
  ['cancelled_at', (r) => r.cancelledAt?.toISOString() ?? ''],
];

export const ORDER_CSV_HEADER = COLUMNS.map(([name]) => name);

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The export as a stream: the header, then each keyset batch as it is read, so the whole set is never in memory.
 * Cells go through csvLines: quoted, and inert for spreadsheets.
 */
export function ordersCsv(batches: AsyncGenerator<StaffOrderPageRow[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLines([ORDER_CSV_HEADER])));
        return;
      }
      const next = await batches.next();
      if (next.done) return controller.close();
      const rows = next.value.map((r) => COLUMNS.map(([, cell]) => cell(r)));
      controller.enqueue(encoder.encode(csvLines(rows)));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
