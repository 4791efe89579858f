import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createMatcher, shortcuts, type Shortcut } from '#web/lib/shortcuts.ts';

let listening = false;

/** One window listener for every registered shortcut, added on the first registration. */
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const match = createMatcher(shortcuts.list);
  window.addEventListener('keydown', (event) => {
    if (event.defaultPrevented) return;
    const hit = match(event);
    if (!hit?.run) return;
    event.preventDefault();
    hit.run(event);
  });
}

type Options = Omit<Shortcut, 'id' | 'run'> & { run?: ((event: KeyboardEvent) => void) | undefined };

/** Registers a shortcut while the component is mounted; the dialog opened by `?` lists it. */
export function useShortcut({ keys, description, group, run, inFields }: Options, enabled = true) {
  const id = useId();
  const runRef = useRef(run);
  useLayoutEffect(() => {
    runRef.current = run;
  });
  const hasRun = Boolean(run);
  useEffect(() => {
    if (!enabled) return;
    listen();
    return shortcuts.add({
      id,
      keys,
      description,
      group,
      ...(hasRun ? { run: (event: KeyboardEvent) => runRef.current?.(event) } : {}),
      ...(inFields ? { inFields } : {}),
    });
  }, [id, keys, description, group, hasRun, inFields, enabled]);
}

export function useShortcutList(): Shortcut[] {
  return useSyncExternalStore(shortcuts.subscribe, shortcuts.list, shortcuts.list);
}
