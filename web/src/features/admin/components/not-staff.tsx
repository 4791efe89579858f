import { ADMIN_MESSAGES } from '#domain/admin/shell-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useRoleSignOut } from '#web/hooks/use-role-sign-out.ts';

/** A signed-in account without the admin or support role, arriving at an admin page. */
export function NotStaff() {
  const signOut = useRoleSignOut('admin');
  return (
    <main id="main-content">
      <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="font-display text-3xl">No admin access</h1>
        <p className="mt-3 text-muted">{ADMIN_MESSAGES.noAccess}</p>
        <Button className="mt-6" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign in with another account
        </Button>
      </div>
    </main>
  );
}
