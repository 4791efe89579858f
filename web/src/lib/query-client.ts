import { MutationCache, QueryCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import { isClientError } from './api-client.ts';
import { coarseTimers } from './coarse-timers.ts';
import { trackError, trackQueryError } from './error-event.ts';
import { rerunFirstLoads } from './rerun-first-loads.ts';
import { toast } from './toast.ts';

/** Spec §9: fresh 60 s, kept 10 min, no refetch on focus or mount, refetch on reconnect, retry 2 / 1. */
/** Set before any client or query exists, so every timer is the same provider's (one for the app's lifetime). */
timeoutManager.setTimeoutProvider(coarseTimers());

export function createQueryClient() {
  const client = new QueryClient({
    // The spec's `error` event for every API error a customer meets (after the retries), shown here or by the form.
    queryCache: new QueryCache({ onError: trackQueryError }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        trackError('mutation', error);
        if (mutation.meta?.silent) return;
        toast.error('Action failed', { description: error.message || 'Please try again.' });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: true,
        retry: (failures, error) => !isClientError(error) && failures < 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: {
        // A refused request (4xx) would be refused again; only network and server faults are retried.
        retry: (failures, error) => !isClientError(error) && failures < 1,
      },
    },
  });
  return rerunFirstLoads(client);
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { silent?: boolean };
  }
}
