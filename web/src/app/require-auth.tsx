import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { useSession } from '#web/lib/session.ts';

/** Customer-guarded routes: a guest gets the sign-in dialog and comes back here afterwards. */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (!isPending && !user) authDialog.open('signin', location.pathname + location.search);
  }, [isPending, user, location.pathname, location.search]);
  if (isPending) return <LoadingSkeleton variant="card" />;
  if (!user) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="font-display text-3xl">Sign in to continue</h1>
        <p className="mt-3 text-muted">This page is part of your account.</p>
        <button
          type="button"
          className="mt-6 underline underline-offset-4"
          onClick={() => authDialog.open('signin', location.pathname + location.search)}
        >
          Sign In
        </button>
      </section>
    );
  }
  return <Outlet />;
}
