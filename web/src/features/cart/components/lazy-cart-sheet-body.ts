import { lazy } from 'react';

/** The sheet's body is its own chunk; the cart button preloads it on hover or focus. */
export const loadCartSheetBody = () => import('./cart-sheet-body.tsx');

export const LazyCartSheetBody = lazy(() => loadCartSheetBody().then((m) => ({ default: m.CartSheetBody })));
