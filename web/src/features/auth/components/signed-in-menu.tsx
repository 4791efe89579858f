import { useEffect } from 'react';
import { DropdownMenu as M } from 'radix-ui';
import { Link } from 'react-router';
import { Bike, LogOut, Package, Settings, Ticket } from 'lucide-react';
import type { SessionUser } from '#domain/auth.ts';
import { can, type Permission } from '#domain/permissions.ts';
import { useSignOut } from '../api/sign-out.ts';
import { rememberAccount } from '../stores/signup-prompt-record.ts';
import { AccountAvatar } from './account-avatar.tsx';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm outline-none transition data-[highlighted]:bg-surface-2';

const LINKS = [
  { to: '/my-orders', label: 'My Orders', icon: Package },
  { to: '/account/giveaway-entries', label: 'My Entries', icon: Ticket },
  { to: '/account', label: 'Profile Settings', icon: Settings },
] as const;

/** The other apps this account may open, each shown only to those the server would let in. */
const APP_LINKS: readonly { to: string; label: string; icon: typeof Bike; permission: Permission }[] = [
  { to: '/courier/dashboard', label: 'Courier App', icon: Bike, permission: 'deliveries:carry' },
];

export function SignedInMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const signOut = useSignOut();
  // This menu is on every store page a signed-in person sees (loaded after first paint): the browser has an account.
  useEffect(rememberAccount, []);
  return (
    <M.Root modal={false} defaultOpen={defaultOpen}>
      <M.Trigger asChild>
        <AccountAvatar name={user.fullName} email={user.email} />
      </M.Trigger>
      {/* In the header, not portalled to the body: the open menu stays inside the banner landmark. */}
      <M.Content
        align="end"
        sideOffset={8}
        className="z-50 w-64 rounded-2xl border border-border bg-surface p-1.5 text-foreground shadow-xl"
      >
        <M.Label className="px-3 pb-2.5 pt-2">
          <span className="block text-xs text-muted">Signed in as</span>
          <span className="block truncate text-sm font-medium" data-testid="account-email">
            {user.email}
          </span>
        </M.Label>
        <M.Separator className="mx-1.5 my-1 h-px bg-border" />
        {[...LINKS, ...APP_LINKS.filter((link) => can(user.roles, link.permission))].map(
          ({ to, label, icon: Icon }) => (
            <M.Item key={to} asChild className={ITEM}>
              <Link to={to}>
                <Icon className="h-4 w-4 text-muted" aria-hidden />
                {label}
              </Link>
            </M.Item>
          ),
        )}
        <M.Separator className="mx-1.5 my-1 h-px bg-border" />
        <M.Item className={ITEM} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut className="h-4 w-4 text-muted" aria-hidden />
          Sign Out
        </M.Item>
      </M.Content>
    </M.Root>
  );
}
