import { lazy } from 'react';

const load = () => import('./search-panel.tsx');

/** The dialog body stays out of the entry bundle; hovering or focusing the button warms it up. */
export const LazySearchPanel = lazy(() => load().then((m) => ({ default: m.SearchPanel })));

export function preloadSearchPanel() {
  void load();
}
