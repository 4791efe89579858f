import { LogOut } from 'lucide-react';
import { PIN_VALID_DAYS } from '#domain/couriers/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCourierSignOut } from '#web/features/couriers/api/sign-out.ts';
import { ChangePinForm } from '#web/features/couriers/components/change-pin-form.tsx';
import { ProfileForm } from '#web/features/couriers/components/profile-form.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useGuardedCourier } from './use-guarded-courier.ts';

const CARD = 'rounded-3xl border border-border bg-surface p-5 sm:p-7';

export function CourierProfileRoute() {
  const courier = useGuardedCourier();
  const signOut = useCourierSignOut();
  return (
    <>
      <PageTitle title="Profile" />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="details-title" className={CARD}>
          <h2 id="details-title" className="font-display text-2xl">
            Your details
          </h2>
          <div className="mt-5">
            <ProfileForm courier={courier} />
          </div>
        </section>
        <div className="space-y-6">
          <section aria-labelledby="pin-change-title" className={CARD}>
            <h2 id="pin-change-title" className="font-display text-2xl">
              Change PIN
            </h2>
            <p className="mt-1 text-sm text-muted">4 to 6 digits. A PIN lasts {PIN_VALID_DAYS} days.</p>
            <div className="mt-5">
              <ChangePinForm />
            </div>
          </section>
          <Button variant="outline" size="lg" className="w-full" onClick={() => signOut.mutate()}>
            <LogOut className="h-4 w-4" aria-hidden />
            Sign out
          </Button>
        </div>
      </div>
    </>
  );
}
