import { Link } from 'react-router';
import { Bike } from 'lucide-react';
import { COURIER_MESSAGES } from '#domain/couriers/schemas.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { useCourierSignOut } from '../api/sign-out.ts';

/** A signed-in account with no courier record (or a deactivated one): the refusal, a way to apply and a way out. */
export function NotCourier({
  message = COURIER_MESSAGES.notCourier,
  title = 'Couriers only',
  apply = true,
}: {
  message?: string;
  title?: string;
  apply?: boolean;
}) {
  const signOut = useCourierSignOut();
  return (
    <main id="main-content">
      <section role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <Bike className="h-6 w-6" aria-hidden />
        </span>
        <h1 className="mt-5 font-display text-3xl">{title}</h1>
        <p className="mt-3 text-muted">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {apply && (
            <Link to="/become-courier" className={buttonClass('accent')}>
              Become a courier
            </Link>
          )}
          <Button variant="outline" onClick={() => signOut.mutate()}>
            Sign out
          </Button>
        </div>
      </section>
    </main>
  );
}
