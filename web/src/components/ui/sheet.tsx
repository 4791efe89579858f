import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { X } from 'lucide-react';

export const Sheet = D.Root;
export const SheetTitle = D.Title;
export const SheetDescription = D.Description;

/** A panel that slides in from the right edge (cart). */
export function SheetContent({ children, label }: { children: ReactNode; label: string }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/45" />
      <D.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-border bg-surface shadow-2xl outline-none"
      >
        {children}
        <D.Close
          className="absolute right-4 top-4 rounded-full p-2 text-muted hover:bg-surface-2 hover:text-foreground"
          aria-label={`Close ${label}`}
        >
          <X className="h-5 w-5" aria-hidden />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
