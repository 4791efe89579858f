import { Suspense } from 'react';
import { Dialog as D } from 'radix-ui';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { searchDialog, useSearchDialogOpen } from '../stores/search-dialog-store.ts';
import { LazySearchPanel } from './search-panel-loader.ts';

/** The body unmounts on close, so every opening starts with an empty query. */
export function SearchDialogContent() {
  const open = useSearchDialogOpen();
  return (
    <D.Root open={open} onOpenChange={searchDialog.setOpen}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <D.Content
          aria-describedby={undefined}
          data-search-dialog=""
          className="fixed left-1/2 top-3 z-50 w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl outline-none data-[state=open]:animate-[fade-in_120ms_ease-out] sm:top-[12vh]"
        >
          <D.Title className="sr-only">Search products</D.Title>
          <Suspense
            fallback={
              <div className="flex h-16 items-center px-5">
                <Spinner label="Loading search" />
              </div>
            }
          >
            <LazySearchPanel onClose={searchDialog.close} />
          </Suspense>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
