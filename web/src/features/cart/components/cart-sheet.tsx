import { Suspense, type ReactNode } from 'react';
import { useOpenedOnce } from '#web/hooks/use-opened-once.ts';
import { useCartSheetOpen } from '../stores/cart-sheet.ts';
import { useNewCartQuestion } from '../stores/new-cart-dialog.ts';
import { CartCountWatcher } from './cart-count-watcher.tsx';
import { LazyCartSheetDialog, LazyNewCartDialog } from './lazy-cart-sheet.ts';

/**
 * Mounted once by the layout: the count watcher now; the sheet and the 'Start a new cart?' question (chunks of
 * their own) from their first opening on.
 */
export function CartSheet({ offer }: { offer?: ReactNode }) {
  const opened = useOpenedOnce(useCartSheetOpen());
  const asked = useOpenedOnce(useNewCartQuestion() !== null);
  return (
    <>
      <CartCountWatcher />
      {opened && (
        <Suspense fallback={null}>
          <LazyCartSheetDialog offer={offer} />
        </Suspense>
      )}
      {asked && (
        <Suspense fallback={null}>
          <LazyNewCartDialog />
        </Suspense>
      )}
    </>
  );
}
