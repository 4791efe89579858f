import { lazy } from 'react';

const loadBody = () => import('./cart-sheet-body.tsx');
const loadDialog = () => import('./cart-sheet-dialog.tsx');

/** The sheet and its body are chunks of their own; the cart button warms both up on hover or focus. */
export function preloadCartSheet() {
  void loadDialog();
  void loadBody();
}

export const LazyCartSheetBody = lazy(() => loadBody().then((m) => ({ default: m.CartSheetBody })));

export const LazyCartSheetDialog = lazy(() => {
  void loadBody();
  return loadDialog().then((m) => ({ default: m.CartSheetDialog }));
});

/** 'Start a new cart?' is a chunk of its own too, loaded the first time it is asked. */
export const LazyNewCartDialog = lazy(() =>
  import('./new-cart-dialog.tsx').then((m) => ({ default: m.NewCartDialog })),
);
