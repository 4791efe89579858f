import { Suspense } from 'react';
import { useOpenedOnce } from '#web/hooks/use-opened-once.ts';
import { useCartSheetOpen } from '../stores/cart-sheet.ts';
import { CartCountWatcher } from './cart-count-watcher.tsx';
import { LazyCartSheetDialog } from './lazy-cart-sheet.ts';

/** Mounted once by the layout: the count watcher now, the sheet (its own chunk) from its first opening on. */
export function CartSheet() {
  const opened = useOpenedOnce(useCartSheetOpen());
  return (
    <>
      <CartCountWatcher />
      {opened && (
        <Suspense fallback={null}>
          <LazyCartSheetDialog />
        </Suspense>
      )}
    </>
  );
}
