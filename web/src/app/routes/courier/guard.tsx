import { Navigate, Outlet } from 'react-router';
import { SkipLink } from '#web/components/layout/skip-link.tsx';
import { ADMIN_COURIER_MESSAGES } from '#domain/admin/courier-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useCourier } from '#web/features/couriers/api/get-courier.ts';
import { CourierHeader } from '#web/features/couriers/components/courier-header.tsx';
import { CourierNav } from '#web/features/couriers/components/courier-nav.tsx';
import { NotCourier } from '#web/features/couriers/components/not-courier.tsx';
import { PinScreen } from '#web/features/couriers/components/pin-screen.tsx';
import { useAppLock } from '#web/features/couriers/hooks/use-app-lock.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

/** Signed in → a courier → PIN set → PIN entered this session; each step shows its own screen. */
export function CourierGuardRoute() {
  const session = useSession();
  const courier = useCourier(Boolean(session.user));
  const unlocked = useAppLock({ serverUnlocked: courier.data?.pin.unlocked ?? false });

  if (session.isPending || (session.user && courier.isPending)) return <LoadingSkeleton variant="hero" />;
  if (!session.user) return <Navigate to="/courier/login" replace />;
  if (courier.isError) {
    const status = courier.error instanceof ApiError ? courier.error.status : 0;
    if (status === 401) return <Navigate to="/courier/login" replace />;
    if (status === 403) return <NotCourier message={courier.error.message} />;
    return (
      <main id="main-content">
        <section role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
          <h1 className="font-display text-3xl">Something went wrong</h1>
          <p className="mt-3 text-muted">{courier.error.message}</p>
          <Button variant="outline" className="mt-6" onClick={() => void courier.refetch()}>
            Try again
          </Button>
        </section>
      </main>
    );
  }
  if (!courier.data) return <LoadingSkeleton variant="hero" />;
  if (courier.data.deactivated) {
    return (
      <NotCourier title="Account deactivated" message={ADMIN_COURIER_MESSAGES.deactivated} apply={false} />
    );
  }
  if (!courier.data.pin.isSet || !unlocked) return <PinScreen courier={courier.data} />;

  return (
    <>
      <SkipLink />
      <CourierHeader courier={courier.data} />
      <main
        id="main-content"
        tabIndex={-1}
        className="container-page max-w-6xl pb-28 pt-8 outline-none sm:pt-12"
      >
        <Outlet context={courier.data} />
      </main>
      <CourierNav variant="bar" />
    </>
  );
}
