import { queryOptions, useQuery } from '@tanstack/react-query';
import { isImportJobDone, type ImportJob } from '#domain/admin/import-jobs.ts';
import { api } from '#web/lib/api-client.ts';

/** How often a running import is asked for its progress. */
const POLL_MS = 1000;

export const getImportJob = (id: string, signal?: AbortSignal) =>
  api<ImportJob>(`/api/admin/import-export/products/imports/${id}`, signal ? { signal } : {});

export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'import-job', id],
    queryFn: ({ signal }) => getImportJob(id, signal),
    staleTime: 0,
  });

/** The import's job, polled every second until it has succeeded or failed. */
export function useImportJob(id: string | null, initial?: ImportJob) {
  return useQuery({
    ...importJobQuery(id ?? ''),
    enabled: id !== null,
    ...(initial && initial.id === id ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
    refetchInterval: (query) => (query.state.data && isImportJobDone(query.state.data) ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });
}
