import { useCallback, useEffect, useRef } from 'react';

const SCOPE = 'data-focus-scope';
const NEXT = 'data-next-action';
const FALLBACK = 'data-focus-fallback';
/** How long after an action its answer may still re-render the scope. */
const WATCH_MS = 10_000;

/** Marks what an action acts on (an order's page, its card on a board): focus stays inside it after the action. */
export const focusScope = (key: string) => ({ [SCOPE]: key });
/** Marks a button as one of the scope's next moves: focus goes to the first one that can be pressed. */
export const nextAction = { [NEXT]: '' } as const;
/** Marks where focus goes when the scope has no next move (its heading); focusable by script only. */
export const focusFallback = { [FALLBACK]: '', tabIndex: -1 } as const;

/** The scope key of the element's nearest marked ancestor, e.g. the trigger of a dialog. */
export const focusScopeOf = (element: Element | null): string | null =>
  element?.closest(`[${SCOPE}]`)?.getAttribute(SCOPE) ?? null;

const pressable = (el: HTMLElement) =>
  !el.matches(':disabled') && el.getAttribute('aria-disabled') !== 'true' && !el.closest('[hidden],[inert]');

function target(scope: string | null): HTMLElement | null {
  const root = scope ? document.querySelector<HTMLElement>(`[${SCOPE}="${CSS.escape(scope)}"]`) : null;
  if (!root) return document.getElementById('main-content');
  const steps = [...root.querySelectorAll<HTMLElement>(`[${NEXT}]`)];
  const next = steps.find(pressable);
  if (next) return next;
  // Steps that cannot be pressed yet are still busy with the action: wait for the re-render that replaces them.
  if (steps.length > 0) return null;
  return root.querySelector<HTMLElement>(`[${FALLBACK}]`) ?? root;
}

/**
 * After an action succeeded in `scope`: whenever focus is lost in the re-render that follows (the pressed button is
 * replaced by the next step's, a dialog's trigger went away), it goes to the scope's first next action, else to its
 * heading, else to the scope itself; with no scope (or the scope gone), to the page's main content. Never to the
 * page's body. It stops at the staff member's next key or click, once they move focus elsewhere, or after a few
 * seconds. Returns `stop`.
 */
export function keepFocus(scope: string | null): () => void {
  const ours = new Set<Element>();
  if (document.activeElement) ours.add(document.activeElement);
  let stopped = false;
  const check = () => {
    if (stopped) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) {
      if (!ours.has(active)) stop();
      return;
    }
    const el = target(scope);
    if (!el) return;
    el.focus({ preventScroll: el.id === 'main-content' });
    if (document.activeElement === el) ours.add(el);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  // A key or a click starts the staff member's next move: this action's watch is over.
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  // Removing the focused element changes the DOM, but focus can also be dropped later (a dialog's restore).
  const poll = window.setInterval(check, 100);
  const limit = window.setTimeout(stop, WATCH_MS);
  function stop() {
    stopped = true;
    observer.disconnect();
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
    window.clearInterval(poll);
    window.clearTimeout(limit);
  }
  return stop;
}

/** `keepFocus` for a component: a new action replaces the last one's watch, and unmounting ends it. */
export function useKeepFocus() {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  return useCallback((scope: string | null) => {
    stop.current?.();
    stop.current = keepFocus(scope);
  }, []);
}
