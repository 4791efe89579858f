import { csvLines, csvTable, headerOf, moneyCell, type CsvColumns } from '#server/lib/csv.ts';
import type { AgeCheckRow } from '#domain/admin/age-verification.ts';
import type { ComplianceReport } from '#domain/admin/compliance.ts';

const AGE_COLUMNS: CsvColumns<AgeCheckRow> = [
  ['at', (r) => r.at],
  ['kind', (r) => r.kind],
  ['outcome', (r) => r.outcome],
  ['order_number', (r) => r.orderNumber ?? ''],
  ['birth_date', (r) => r.birthDate ?? ''],
  ['age_at_order', (r) => (r.ageAtOrder === null ? '' : String(r.ageAtOrder))],
  ['attested', (r) => (r.attested === null ? '' : r.attested ? 'yes' : 'no')],
  ['courier', (r) => r.courierName ?? ''],
  ['reason', (r) => r.reason ?? ''],
  ['user_id', (r) => r.userId ?? ''],
  // Added with the barcode scan (issue 36), after the older columns so existing readers keep their positions.
  ['id_method', (r) => r.method ?? ''],
  ['signature', (r) => (r.signed === null ? '' : r.signed ? 'kept' : 'deleted')],
];
export const AGE_CSV_HEADER = headerOf(AGE_COLUMNS);

/** The age verification list as a stream: the header, then each keyset page as it is read. */
export function ageVerificationCsv(batches: AsyncGenerator<AgeCheckRow[]>): ReadableStream<Uint8Array> {
  return csvTable(AGE_COLUMNS, batches);
}

export const EXCISE_CSV_HEADER = [
  'period',
  'day_or_month',
  'delivered_orders',
  'taxable_sales',
  'excise_13_percent',
];

/** The excise return for a period: one line per New York delivery day, one per month, and the total. */
export function exciseCsv(report: ComplianceReport): string {
  const { excise, period } = report;
  const line = (
    kind: string,
    when: string,
    r: { orders: number; taxableCents: number; exciseCents: number },
  ) => [kind, when, String(r.orders), moneyCell(r.taxableCents), moneyCell(r.exciseCents)];
  return csvLines([
    EXCISE_CSV_HEADER,
    ...excise.days.map((d) => line('day', d.day, d)),
    ...excise.months.map((m) => line('month', m.month, m)),
    line('total', `${period.from}..${period.to}`, excise.totals),
  ]);
}
