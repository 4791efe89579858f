import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/admin/couriers-schemas.ts';

/**
 * The applications pages' state in the URL: the status tab (pending unless named), the page's cursor and the chosen
 * application. A new tab starts at its first page with nothing chosen.
 */
export function useApplicationParams() {
  const [search, setSearch] = useSearchParams();
  const status: ApplicationStatus = APPLICATION_STATUSES.find((s) => s === search.get('status')) ?? 'pending';
  const change = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      }),
    [setSearch],
  );
  return {
    status,
    cursor: search.get('cursor'),
    selected: search.get('id'),
    setStatus: (next: ApplicationStatus) => change({ status: next, id: null, cursor: null }),
    setCursor: (cursor: string | null) => change({ cursor }),
    open: useCallback((id: string) => change({ id }), [change]),
  };
}
