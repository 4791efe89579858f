import { format } from 'date-fns';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useAdminUser } from '#web/features/admin/users/api/get-admin-user.ts';
import { DevicesCard } from '#web/features/admin/users/components/devices-card.tsx';
import {
  AuditCard,
  OrdersCard,
  SessionsCard,
} from '#web/features/admin/users/components/user-activity-cards.tsx';
import { UserActions } from '#web/features/admin/users/components/user-actions.tsx';
import { AccessBadge, RoleBadges } from '#web/features/admin/users/components/user-badges.tsx';
import {
  AddressesCard,
  GiveawayCard,
  PreferencesCard,
  ProfileCard,
} from '#web/features/admin/users/components/user-profile-cards.tsx';
import { useLiveUsers } from '#web/features/admin/users/hooks/use-live-users.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function BackToUsers() {
  return (
    <Link
      to="/admin/users"
      className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Users
    </Link>
  );
}

function UserDetail() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  useLiveUsers();
  useShortcut({ keys: 'r', description: 'Refresh the user', group: 'User', run: () => void user.refetch() });

  if (user.isPending) {
    return (
      <div className="space-y-5" aria-busy>
        <BackToUsers />
        <Skeleton className="h-10 w-72" />
        <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <Skeleton className="h-96 w-full rounded-2xl" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      </div>
    );
  }
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <div className="space-y-5">
        <BackToUsers />
        <div role="alert" className="rounded-2xl border border-border bg-surface p-10 text-center">
          <DocumentTitle>{`${missing ? 'User not found' : 'User'}`}</DocumentTitle>
          <h1 className="font-display text-2xl">{missing ? 'User not found' : 'Could not load this user'}</h1>
          <p className="mt-2 text-sm text-muted">{user.error.message}</p>
          {!missing && (
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void user.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }

  const d = user.data;
  return (
    <div className="space-y-5">
      <DocumentTitle>{`${d.user.name || d.user.email}`}</DocumentTitle>
      <BackToUsers />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight">{d.user.name || d.user.email}</h1>
            <AccessBadge blockedAt={d.user.blockedAt} />
            <RoleBadges roles={d.user.roles} />
          </div>
          <p className="text-sm text-muted">
            {d.user.email} · joined {format(new Date(d.user.joinedAt), 'MMM d, yyyy')}
          </p>
        </div>
        <UserActions detail={d} />
      </header>
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-5">
          <OrdersCard detail={d} />
          <DevicesCard detail={d} />
          <SessionsCard detail={d} />
          <AuditCard detail={d} />
        </div>
        <div className="grid min-w-0 content-start items-start gap-5 md:grid-cols-2 xl:grid-cols-1">
          <ProfileCard detail={d} />
          <AddressesCard detail={d} />
          <PreferencesCard detail={d} />
          <GiveawayCard detail={d} />
        </div>
      </div>
    </div>
  );
}

/** One person for staff: who, what they ordered, where they sign in from, and what staff did about them. */
export function AdminUserDetailRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="users:read">
      <UserDetail />
    </RequirePermission>
  );
}
