import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminMe } from '#web/features/admin/api/get-admin-me.ts';
import { AdminShell } from '#web/features/admin/components/admin-shell.tsx';
import { NotStaff } from '#web/features/admin/components/not-staff.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

/** Signed in → admin or support (asked of /api/admin/me) → the shell; a signed-out visitor goes to the login and back. */
export function AdminGuardRoute() {
  const session = useSession();
  const me = useAdminMe(Boolean(session.user));
  const { pathname, search, hash } = useLocation();
  const login = `/admin/login?next=${encodeURIComponent(pathname + search + hash)}`;

  if (session.isPending || (session.user && me.isPending)) return <LoadingSkeleton variant="hero" />;
  if (!session.user) return <Navigate to={login} replace />;
  if (me.isError) {
    const status = me.error instanceof ApiError ? me.error.status : 0;
    if (status === 401) return <Navigate to={login} replace />;
    if (status === 403) return <NotStaff />;
    return (
      <main id="main-content" role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="font-display text-3xl">Something went wrong</h1>
        <p className="mt-3 text-muted">{me.error.message}</p>
        <Button variant="outline" className="mt-6" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  if (!me.data) return <LoadingSkeleton variant="hero" />;
  return (
    <AdminShell user={session.user} me={me.data}>
      <Outlet context={me.data} />
    </AdminShell>
  );
}
