import { lazy } from 'react';

const loadPanel = () => import('./search-panel.tsx');
const loadDialog = () => import('./search-dialog-content.tsx');

/** The dialog and its panel stay out of the entry bundle; hovering or focusing the button warms them up. */
export function preloadSearchPanel() {
  void loadDialog();
  void loadPanel();
}

export const LazySearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })));

export const LazySearchDialogContent = lazy(() => {
  void loadPanel();
  return loadDialog().then((m) => ({ default: m.SearchDialogContent }));
});
