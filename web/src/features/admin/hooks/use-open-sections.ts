import { useCallback, useState } from 'react';
import { storage } from '#web/lib/storage.ts';
import { OPEN_BY_DEFAULT, type NavGroup } from '../utils/admin-nav.ts';

/** Where the sidebar remembers which sections the staff member left open, across pages and visits. */
export const OPEN_SECTIONS_KEY = 'admin_nav_open';

/** The sections open in the sidebar, remembered in this browser; `toggle` opens or folds one. */
export function useOpenSections() {
  const [open, setOpen] = useState<readonly string[]>(() => {
    const saved = storage.getJson<unknown>(OPEN_SECTIONS_KEY, null);
    return Array.isArray(saved) ? saved.filter((g): g is string => typeof g === 'string') : OPEN_BY_DEFAULT;
  });
  const toggle = useCallback((group: NavGroup) => {
    setOpen((current) => {
      const next = current.includes(group) ? current.filter((g) => g !== group) : [...current, group];
      storage.setJson(OPEN_SECTIONS_KEY, next);
      return next;
    });
  }, []);
  return { isOpen: (group: NavGroup) => open.includes(group), toggle };
}
