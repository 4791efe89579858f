import { LogOut, Menu, Search } from 'lucide-react';
import type { SessionUser } from '#domain/auth.ts';
import type { StaffMeResponse } from '#domain/account/staff-response.ts';
import { ThemeToggle } from '#web/components/layout/theme-toggle.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatKeys } from '#web/lib/shortcuts.ts';
import { useRoleSignOut } from '#web/hooks/use-role-sign-out.ts';

interface AdminTopbarProps {
  user: SessionUser;
  me: StaffMeResponse;
  onMenu: () => void;
  onSearch: () => void;
}

export const staffRole = (me: StaffMeResponse) => (me.roles.includes('admin') ? 'Admin' : 'Support');

export function AdminTopbar({ user, me, onMenu, onSearch }: AdminTopbarProps) {
  const signOut = useRoleSignOut('admin');
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-background/90 px-4 backdrop-blur sm:px-6">
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation" onClick={onMenu}>
        <Menu className="h-5 w-5" aria-hidden />
      </Button>
      <button
        type="button"
        onClick={onSearch}
        className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm text-muted hover:bg-surface-2 sm:max-w-md"
      >
        <Search className="h-4 w-4 shrink-0" aria-hidden />
        <span className="truncate">Search orders, customers, couriers…</span>
        <kbd className="ml-auto hidden rounded-md border border-border px-1.5 font-mono text-xs sm:inline">
          {formatKeys('mod+k')[0]}
        </kbd>
      </button>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ThemeToggle />
        <div className="hidden text-right leading-tight md:block">
          <p className="text-sm font-medium">{user.fullName || user.email}</p>
          <p className="text-xs text-muted">{staffRole(me)}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          aria-label="Sign out"
        >
          <LogOut className="h-4 w-4" aria-hidden />
          <span className="max-sm:hidden">Sign out</span>
        </Button>
      </div>
    </header>
  );
}
