import { csvTable, headerOf, moneyCell, type CsvColumns } from '#server/lib/csv.ts';
import type { StaffOrderPageRow } from '#server/modules/orders/staff-orders.service.ts';

/** The accounting columns of the order export, in order: header and how each row fills it. */
const COLUMNS: CsvColumns<StaffOrderPageRow> = [
  ['order_number', (r) => r.orderNumber],
  ['created_at', (r) => r.createdAt.toISOString()],
  ['status', (r) => r.status],
  ['shop', (r) => r.shopName ?? ''],
  ['borough', (r) => r.borough],
  ['customer_name', (r) => r.customerName],
  ['customer_email', (r) => r.email],
  ['payment_method', (r) => r.paymentMethod],
  ['payment_status', (r) => r.paymentStatus],
  ['subtotal', (r) => moneyCell(r.subtotalCents)],
  ['discount_kind', (r) => r.discountKind ?? ''],
  ['discount', (r) => moneyCell(r.discountCents)],
  ['coupon_code', (r) => r.couponCode ?? ''],
  ['delivery_fee', (r) => moneyCell(r.deliveryFeeCents)],
  ['excise_tax', (r) => moneyCell(r.exciseCents)],
  ['tip', (r) => moneyCell(r.tipCents)],
  ['total', (r) => moneyCell(r.totalCents)],
  ['courier', (r) => r.courierName ?? ''],
  ['delivered_at', (r) => r.deliveredAt?.toISOString() ?? ''],
  ['cancelled_at', (r) => r.cancelledAt?.toISOString() ?? ''],
];

export const ORDER_CSV_HEADER = headerOf(COLUMNS);

/** The export as a stream: the header, then each keyset batch as it is read (csvTable). */
export function ordersCsv(batches: AsyncGenerator<StaffOrderPageRow[]>): ReadableStream<Uint8Array> {
  return csvTable(COLUMNS, batches);
}
