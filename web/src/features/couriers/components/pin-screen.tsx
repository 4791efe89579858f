import { KeyRound, LockKeyhole } from 'lucide-react';
import { PIN_IDLE_LOCK_MINUTES, PIN_VALID_DAYS } from '#domain/couriers/rules.ts';
import type { CourierView } from '#domain/couriers/views.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCourierSignOut } from '../api/sign-out.ts';
import { PinEntryForm } from './pin-entry-form.tsx';
import { PinSetupForm } from './pin-setup-form.tsx';

/** Spec §4: a PIN older than 30 days counts as not set up, so it is set anew; otherwise it is entered. */
export function PinScreen({ courier }: { courier: CourierView }) {
  const signOut = useCourierSignOut();
  const setUp = !courier.pin.isSet;
  const Icon = setUp ? KeyRound : LockKeyhole;
  return (
    <main
      id="main-content"
      aria-labelledby="pin-title"
      className="mx-auto w-full max-w-sm px-4 py-16 sm:py-20"
    >
      <div className="rounded-3xl border border-border bg-surface p-6 shadow-xl sm:p-8">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <h1 id="pin-title" className="mt-5 font-display text-3xl">
          {setUp ? 'Set up your PIN' : 'Enter your PIN'}
        </h1>
        <p className="mt-2 text-sm text-muted">
          {setUp
            ? courier.pin.setAt
              ? `Your PIN is more than ${PIN_VALID_DAYS} days old. Choose a new one of 4 to 6 digits.`
              : 'Choose 4 to 6 digits. You will enter it whenever the app has been locked.'
            : `Hi ${courier.fullName.split(' ')[0]}. The app locks after ${PIN_IDLE_LOCK_MINUTES} minutes without activity.`}
        </p>
        <div className="mt-6">{setUp ? <PinSetupForm /> : <PinEntryForm />}</div>
      </div>
      <div className="mt-6 text-center">
        <Button variant="link" className="text-sm text-muted" onClick={() => signOut.mutate()}>
          Not you? Sign out
        </Button>
      </div>
    </main>
  );
}
