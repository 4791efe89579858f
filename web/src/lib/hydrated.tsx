import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** True outside a provider: a tree rendered in the browser (and a component under test) has nothing to hydrate. */
const HydratedContext = createContext(true);

/**
 * Says whether the tree has taken over the server's markup yet. `hydrating` is true on the server and when the
 * browser hydrates a server-rendered page: then the first render is the server's, and the switch to the browser's
 * values is a transition after it, which React renders in small slices. (A `useSyncExternalStore` whose browser value
 * differs from its server value makes React render again synchronously right after hydration: one long task.)
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False on the server and while React hydrates a server-rendered page, true after (and at once in a page rendered in
 * the browser). What only the browser knows (the session, a cart) shows after hydration, so the first render is the
 * server's and React can take over its markup instead of drawing the page again.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

const onServer = typeof document === 'undefined';

/**
 * `useSyncExternalStore` for a store only the browser has (storage, the connection): `serverValue` on the server and
 * until hydration is over, then the store's value. In the browser the store's own value is given to React as the
 * server snapshot too, so hydration never finds a difference to re-render for at once; the switch comes with
 * `useHydrated`'s transition.
 */
export function useBrowserStore<T>(
  subscribe: (changed: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  const hydrated = useHydrated();
  const value = useSyncExternalStore(subscribe, read, onServer ? () => serverValue : read);
  return hydrated ? value : serverValue;
}
