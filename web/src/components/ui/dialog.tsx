import { Dialog as D } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogTitle = D.Title;
export const DialogDescription = D.Description;
export const DialogClose = D.Close;

interface ContentProps extends ComponentProps<typeof D.Content> {
  children: ReactNode;
  hideClose?: boolean;
}

/** The round X in a dialog's or drawer's top right corner. */
export function DialogCloseButton() {
  return (
    <D.Close
      className="absolute right-4 top-4 rounded-full p-2 text-muted hover:bg-surface-2 hover:text-foreground"
      aria-label="Close"
    >
      <X className="h-4 w-4" aria-hidden />
    </D.Close>
  );
}

export function DialogContent({ className, children, hideClose, ...props }: ContentProps) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <D.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl border border-border bg-surface p-6 shadow-2xl',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && <DialogCloseButton />}
      </D.Content>
    </D.Portal>
  );
}
