import type { DbOrTx } from '#server/db/client.ts';
import { orderKpis, ordersByDay, ordersByHour, waitingByStatus, type Span } from './dashboard.queries.ts';

/** The orders' figures on the staff dashboard: a span's KPIs, the waiting queue, the hourly and daily series. */
export function createOrdersDashboard(db: DbOrTx) {
  return {
    kpis: (span: Span) => orderKpis(db, span),
    waiting: () => waitingByStatus(db),
    byHour: (span: Span) => ordersByHour(db, span),
    byDay: (span: Span, days: readonly string[]) => ordersByDay(db, span, days),
  };
}
export type OrdersDashboard = ReturnType<typeof createOrdersDashboard>;
