import { lazy, Suspense, useState } from 'react';
import { useShortcut } from '#web/hooks/use-shortcut.ts';

const Content = lazy(() =>
  import('./shortcuts-dialog-content.tsx').then((m) => ({ default: m.ShortcutsDialogContent })),
);

/** `?` outside text fields lists what the keyboard does on this page (each page registers its own). */
export function ShortcutsDialog() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  useShortcut({
    keys: '?',
    description: 'Show keyboard shortcuts',
    group: 'General',
    run: () => {
      setAsked(true);
      setOpen(true);
    },
  });
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Content open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
