import { Link } from 'react-router';
import { staffRole } from '#web/features/admin/components/admin-topbar.tsx';
import { visibleNav } from '#web/features/admin/utils/admin-nav.ts';
import { useSession } from '#web/lib/session.ts';
import { AdminPageTitle } from './page-title.tsx';
import { useStaff } from './use-staff.ts';

/** A first dashboard: who is signed in, what they may do, and the pages that work. */
export function AdminDashboardRoute() {
  const me = useStaff();
  const { user } = useSession();
  const pages = visibleNav(me.roles)
    .flatMap((g) => g.items)
    .filter((p) => p.to !== '/admin/dashboard');
  return (
    <>
      <AdminPageTitle title="Dashboard">
        Signed in as {user?.fullName || user?.email} ({staffRole(me)}).
      </AdminPageTitle>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-3xl border border-border bg-surface p-6">
          <h2 className="font-display text-xl">Your permissions</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {me.permissions.map((p) => (
              <li key={p} className="rounded-full bg-surface-2 px-3 py-1 font-mono text-xs">
                {p}
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-3xl border border-border bg-surface p-6">
          <h2 className="font-display text-xl">Pages</h2>
          <ul className="mt-4 space-y-2">
            {pages.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className="flex items-center gap-3 rounded-xl px-3 py-2 hover:bg-surface-2">
                  <Icon className="h-4 w-4 text-muted" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">
            Press <kbd className="rounded border border-border px-1 font-mono text-xs">?</kbd> for keyboard
            shortcuts.
          </p>
        </section>
      </div>
    </>
  );
}
