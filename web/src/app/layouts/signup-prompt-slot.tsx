import { lazy, Suspense } from 'react';
import { isAgeVerified } from '#web/lib/age-gate.ts';
import { promptSettled } from '#web/features/auth/stores/signup-prompt-settled.ts';
import { useIdleReady } from '#web/hooks/use-idle-ready.ts';
import { useSession } from '#web/lib/session.ts';

const SignupPrompt = lazy(() =>
  import('#web/features/auth/components/signup-prompt.tsx').then((m) => ({ default: m.SignupPrompt })),
);

/**
 * The sign-up offer's chunk loads when the page is idle, for guests only, and never again once the offer was
 * answered or anyone signed in on this browser (the signed-in menu remembers that): the entry holds only this slot.
 */
export function SignupPromptSlot() {
  const { user, isPending } = useSession();
  const ready = useIdleReady();
  // Read when it matters, not when the page opened: the signed-in menu may have marked the browser since, and a
  // sign-out on this page must not then bring the offer.
  if (!ready || isPending || user || promptSettled()) return null;
  return (
    <Suspense fallback={null}>
      <SignupPrompt isAgeVerified={isAgeVerified} />
    </Suspense>
  );
}
