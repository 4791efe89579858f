import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldOff } from 'lucide-react';
import { can, type Permission } from '#domain/permissions.ts';
import type { Role } from '#domain/auth.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

export const NO_PAGE_ACCESS = 'You do not have access to this page';

/** A staff member opening a page their role may not use (typed in, or an old link). */
export function NoPageAccess() {
  return (
    <section role="alert" className="mx-auto max-w-md py-20 text-center">
      <DocumentTitle>No access</DocumentTitle>
      <ShieldOff className="mx-auto h-10 w-10 text-muted" aria-hidden />
      <h1 className="mt-4 font-display text-3xl">{NO_PAGE_ACCESS}</h1>
      <p className="mt-3 text-muted">Ask an admin if you need it for your work.</p>
      <Link to="/admin/dashboard" className={`${buttonClass('outline')} mt-6`}>
        Back to the dashboard
      </Link>
    </section>
  );
}

/** Renders the page only for roles with the permission (the server refuses the rest anyway). */
export function RequirePermission({
  roles,
  permission,
  children,
}: {
  roles: readonly Role[];
  permission: Permission;
  children: ReactNode;
}) {
  return can(roles, permission) ? children : <NoPageAccess />;
}
