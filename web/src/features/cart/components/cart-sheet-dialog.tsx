import { Suspense, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { cartSheet, useCartSheetOpen } from '../stores/cart-sheet.ts';
import { LazyCartSheetBody } from './lazy-cart-sheet.ts';

/** The 'Shopping Cart' side sheet; its body is a chunk of its own. */
export function CartSheetDialog({ offer }: { offer?: ReactNode }) {
  const open = useCartSheetOpen();
  return (
    <D.Root open={open} onOpenChange={cartSheet.set}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0" />
        <D.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-border bg-surface shadow-2xl outline-none transition-transform duration-300 ease-out starting:translate-x-full sm:max-w-md"
        >
          <div className="flex items-center justify-between px-6 pb-4 pt-5">
            <D.Title className="font-display text-2xl">Shopping Cart</D.Title>
            <D.Close
              className="-mr-2 inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-foreground"
              aria-label="Close cart"
            >
              <X className="h-5 w-5" aria-hidden />
            </D.Close>
          </div>
          <Suspense
            fallback={
              <div className="px-6 py-6">
                <LoadingSkeleton variant="list" count={3} />
              </div>
            }
          >
            <LazyCartSheetBody offer={offer} />
          </Suspense>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
