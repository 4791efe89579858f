import { endOfDay, startOfDay } from 'date-fns';

export const TEMPLATE_URL = '/api/admin/import-export/template.csv';
export const PRODUCTS_CSV_URL = '/api/admin/import-export/products.csv';
export const INVENTORY_CSV_URL = '/api/admin/import-export/inventory.csv';

/** The orders export (the orders page's own CSV) for the days from `from` to `to`, both included, local time. */
export function ordersCsvUrl(from: string, to: string): string {
  const params = new URLSearchParams();
  if (from) params.set('from', startOfDay(new Date(`${from}T00:00`)).toISOString());
  if (to) params.set('to', new Date(endOfDay(new Date(`${to}T00:00`)).getTime() + 1).toISOString());
  const query = params.toString();
  return `/api/admin/orders/export.csv${query ? `?${query}` : ''}`;
}
