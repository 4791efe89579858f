import { Navigate, Outlet, useLocation } from 'react-router';
import { can } from '#domain/permissions.ts';
import { LoadFailed } from '#web/components/errors/load-failed.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminMe } from '#web/features/admin/api/get-admin-me.ts';
import { AdminShell } from '#web/features/admin/components/admin-shell.tsx';
import { NotStaff } from '#web/features/admin/components/not-staff.tsx';
import { LiveChatAlerts } from '#web/features/admin/live-chat/components/live-chat-alerts.tsx';
import { LiveChatNavBadge } from '#web/features/admin/live-chat/components/live-chat-nav-badge.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

const NAV_BADGES = { '/admin/live-chat': <LiveChatNavBadge /> };

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
    return <LoadFailed message={me.error.message} onRetry={() => void me.refetch()} />;
  }
  if (!me.data) return <LoadingSkeleton variant="hero" />;
  return (
    <AdminShell
      user={session.user}
      me={me.data}
      extras={can(me.data.roles, 'chat:answer') && <LiveChatAlerts />}
      navBadges={NAV_BADGES}
    >
      <Outlet context={me.data} />
    </AdminShell>
  );
}
