import { Suspense } from 'react';
import { useOpenedOnce } from '#web/hooks/use-opened-once.ts';
import { useAuthDialog } from '#web/lib/auth-dialog.ts';
import { LazyAuthDialogContent } from './lazy-auth-forms.ts';

/** Mounted once by the layout; the dialog is a chunk of its own, loaded on first open. */
export function AuthDialog({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const opened = useOpenedOnce(useAuthDialog().open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyAuthDialogContent onSignedIn={onSignedIn} />
    </Suspense>
  );
}
