/**
 * The page's keyboard shortcuts: components register what works while they are mounted, one listener on the
 * window runs them, and the shortcuts dialog (`?`) lists them. Keys: `?`, `r`, `mod+k` (Cmd on macOS, Ctrl
 * elsewhere), a sequence such as `g d` (g, then d within a second), or alternatives: `/ | mod+k`.
 */
export interface Shortcut {
  id: string;
  keys: string;
  description: string;
  group: string;
  /** Runs when the keys are pressed; without one the entry is listed only (another listener handles it). */
  run?: (event: KeyboardEvent) => void;
  /** Also runs while focus is in a text field (for modifier shortcuts such as mod+s). */
  inFields?: boolean;
}

const registered = new Map<string, Shortcut>();
const listeners = new Set<() => void>();
let snapshot: Shortcut[] = [];

function changed() {
  snapshot = [...registered.values()];
  listeners.forEach((l) => l());
}

export const shortcuts = {
  add(shortcut: Shortcut) {
    registered.set(shortcut.id, shortcut);
    changed();
    return () => {
      if (registered.get(shortcut.id) !== shortcut) return;
      registered.delete(shortcut.id);
      changed();
    };
  },
  list: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** How the keys read in the dialog: `mod+k` → `Ctrl K` (`⌘ K` on macOS), `g d` → `G then D`. */
export function formatKeys(keys: string): string[] {
  return keys.split(' ').map((step) =>
    step
      .split('+')
      .map((k) => (k === 'mod' ? (isMac() ? '⌘' : 'Ctrl') : k.length === 1 ? k.toUpperCase() : k))
      .join(' '),
  );
}

export const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The one key a keydown stands for: `mod+k`, `?`, `g`; null for a lone modifier. */
export function keyOf(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey'>): string | null {
  if (['Control', 'Meta', 'Shift', 'Alt'].includes(event.key) || event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return event.metaKey || event.ctrlKey ? `mod+${key}` : key;
}

const SEQUENCE_MS = 1000;
const alternatives = (s: Shortcut) => s.keys.split(' | ');

/** Matches keydowns against the registry, keeping the first key of a sequence for a second. */
export function createMatcher(list: () => Shortcut[], now: () => number = Date.now) {
  let pending: { key: string; at: number } | null = null;
  return (event: KeyboardEvent): Shortcut | null => {
    const key = keyOf(event);
    if (!key) return null;
    const inField = isTextField(event.target);
    const usable = list().filter((s) => s.run && (!inField || s.inFields));
    const prefix = pending && now() - pending.at < SEQUENCE_MS ? pending.key : null;
    pending = null;
    if (prefix) {
      const hit = usable.find((s) => alternatives(s).includes(`${prefix} ${key}`));
      if (hit) return hit;
    }
    const hit = usable.find((s) => alternatives(s).includes(key));
    if (hit) return hit;
    if (usable.some((s) => alternatives(s).some((a) => a.startsWith(`${key} `))))
      pending = { key, at: now() };
    return null;
  };
}
