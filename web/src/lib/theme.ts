import { useBrowserStore } from './hydrated.tsx';
import { storage } from './storage.ts';

export type Theme = 'light' | 'dark';
const listeners = new Set<() => void>();

const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  storage.set('theme', theme);
  listeners.forEach((l) => l());
}

/** Light or dark, from the stored choice or the system preference (applied before paint by theme-init.js). */
export function useTheme() {
  const theme = useBrowserStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current,
    'light' as Theme,
  );
  return { theme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
