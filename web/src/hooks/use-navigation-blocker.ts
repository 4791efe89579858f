import { useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router';

type Go = () => void;

export interface NavigationBlocker {
  state: 'blocked' | 'unblocked';
  /** Goes where the blocked navigation was going. */
  proceed: () => void;
  /** Stays on the page. */
  reset: () => void;
}

/** Routes the navigator's push and replace through `hold`; returns the undo. */
function intercept(navigator: Navigator, hold: (path: string, go: Go) => boolean): () => void {
  const { push, replace } = navigator;
  const guard =
    (go: Navigator['push']): Navigator['push'] =>
    (to, state, options) => {
      const path = typeof to === 'string' ? to : (to.pathname ?? '');
      if (!hold(path, () => go(to, state, options))) go(to, state, options);
    };
  navigator.push = guard(push);
  navigator.replace = guard(replace);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

/**
 * Holds the app's own navigations (links, `navigate`) away from a page while `shouldBlock(path)` says so, until
 * the user proceeds or stays; a reload or closing the tab is the page's `beforeunload` business.
 */
export function useNavigationBlocker(shouldBlock: (nextPath: string) => boolean): NavigationBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<Go | null>(null);

  useEffect(
    () =>
      intercept(navigator, (path, go) => {
        if (!shouldBlock(path)) return false;
        setPending(() => go);
        return true;
      }),
    [navigator, shouldBlock],
  );

  return {
    state: pending ? 'blocked' : 'unblocked',
    proceed: () => {
      setPending(null);
      pending?.();
    },
    reset: () => setPending(null),
  };
}
