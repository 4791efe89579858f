import { keysetPager } from '#web/components/data-table/keyset-pager.ts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { InventoryPage, InventoryRow } from '#domain/admin/inventory.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const INVENTORY_KEY = ['admin', 'inventory'] as const;
/** The list's filters as the URL keeps them. */
export const INVENTORY_FILTER_KEYS = ['q', 'shop', 'category', 'low'] as const;
export type InventoryFilterKey = (typeof INVENTORY_FILTER_KEYS)[number];

const pager = keysetPager();

export type InventoryTablePage = TablePage<InventoryRow> & { lowStockCount: number };

export async function getInventory(params: TableParams, signal?: AbortSignal): Promise<InventoryTablePage> {
  const search = new URLSearchParams();
  for (const key of INVENTORY_FILTER_KEYS) {
    const value = params.filters[key]?.trim();
    if (value) search.set(key, value);
  }
  if (params.cursor) search.set('cursor', params.cursor);
  const page = await api<InventoryPage>(`/api/admin/inventory?${search}`, signal ? { signal } : {});
  return { ...pager(params, page.rows, page.nextCursor), lowStockCount: page.lowStockCount };
}

export const inventoryQuery = (
  params: TableParams,
): UseQueryOptions<InventoryTablePage, Error, InventoryTablePage, QueryKey> => ({
  queryKey: [...INVENTORY_KEY, 'list', params],
  queryFn: ({ signal }) => getInventory(params, signal),
  staleTime: 15_000,
});

type RowsPage = TablePage<InventoryRow>;
/** The same query as the data table sees it (rows only); it shares the cache entry with `inventoryQuery`. */
export const inventoryTableQuery = inventoryQuery as unknown as (
  params: TableParams,
) => UseQueryOptions<RowsPage, Error, RowsPage, QueryKey>;
