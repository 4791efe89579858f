import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * TanStack joins an invalidation to a first load still in flight (a query with no data yet): the change that
 * caused it (a live event, a mutation) is lost if that load read the server before it. With this, each such load
 * is asked once more when it ends, however many invalidations arrived meanwhile. It is not cancelled instead: a
 * steady stream of events would then cancel a slow first load for ever.
 */
export function rerunFirstLoads(client: QueryClient): QueryClient {
  const invalidate = client.invalidateQueries.bind(client);
  const scheduled = new WeakSet<Query>();
  client.invalidateQueries = ((filters, options) => {
    const loading = client
      .getQueryCache()
      .findAll(filters)
      .filter((q) => q.state.data === undefined && q.state.fetchStatus === 'fetching' && !scheduled.has(q));
    for (const query of loading) {
      scheduled.add(query);
      void query
        .fetch()
        .catch(() => undefined)
        .finally(() => {
          scheduled.delete(query);
          void invalidate({ queryKey: query.queryKey, exact: true }, options);
        });
    }
    return invalidate(filters, options);
  }) as QueryClient['invalidateQueries'];
  return client;
}
