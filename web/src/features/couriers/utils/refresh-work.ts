import type { QueryClient } from '@tanstack/react-query';
import { availableOrdersQuery } from '../api/get-available-orders.ts';
import { earningsQuery } from '../api/get-earnings.ts';
import { historyQuery } from '../api/get-history.ts';
import { manifestQuery } from '../api/get-manifest.ts';

/** After any step on an order: what the courier holds, the pool, and (once it ends) pay and history. */
export function refreshWork(queryClient: QueryClient) {
  return Promise.all(
    [manifestQuery, availableOrdersQuery, earningsQuery, historyQuery].map(({ queryKey }) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
