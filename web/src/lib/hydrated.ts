import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates a server-rendered page, true after (and at once in a page rendered in
 * the browser). What only the browser knows (the session, a cart) shows after hydration, so the first render is the
 * server's and React can take over its markup instead of drawing the page again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
