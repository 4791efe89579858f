import { useState, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import type { SessionUser } from '#domain/auth.ts';
import type { StaffMeResponse } from '#domain/account/staff-response.ts';
import { SkipLink } from '#web/components/layout/skip-link.tsx';
import { ShortcutsDialog } from '#web/components/shortcuts-dialog.tsx';
import { visibleNav } from '../utils/admin-nav.ts';
import { AdminShortcuts } from './admin-shortcuts.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import { AdminTopbar } from './admin-topbar.tsx';
import { CommandPalette } from './command-palette.tsx';

interface AdminShellProps {
  user: SessionUser;
  me: StaffMeResponse;
  children: ReactNode;
  /** What the route layout adds around every page (e.g. the live chat's alerts), composed from other areas. */
  extras?: ReactNode;
  /** A live count beside a page's menu entry, by its path. */
  navBadges?: Readonly<Record<string, ReactNode>>;
}

/** Sidebar (a drawer below 1024 px), top bar with search and the staff member, the page, and the keyboard. */
export function AdminShell({ user, me, children, extras, navBadges }: AdminShellProps) {
  const [drawer, setDrawer] = useState(false);
  const [palette, setPalette] = useState(false);
  const nav = visibleNav(me.roles);
  const pages = nav.flatMap((g) => g.items);
  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipLink />
      <aside aria-label="Sidebar" className="hidden border-r border-border bg-surface lg:block">
        <div className="sticky top-0 h-dvh overflow-y-auto">
          <AdminSidebar nav={nav} badges={navBadges} />
        </div>
      </aside>
      <D.Root open={drawer} onOpenChange={setDrawer}>
        <D.Portal>
          <D.Overlay className="fixed inset-0 z-50 bg-black/55 lg:hidden" />
          <D.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-border bg-surface shadow-2xl lg:hidden"
          >
            <D.Title className="sr-only">Navigation</D.Title>
            <AdminSidebar nav={nav} badges={navBadges} onNavigate={() => setDrawer(false)} />
          </D.Content>
        </D.Portal>
      </D.Root>
      <div className="flex min-w-0 flex-col">
        <AdminTopbar user={user} me={me} onMenu={() => setDrawer(true)} onSearch={() => setPalette(true)} />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8">
          {children}
        </main>
      </div>
      <AdminShortcuts pages={pages} onSearch={() => setPalette(true)} />
      <ShortcutsDialog />
      {extras}
      <CommandPalette open={palette} onOpenChange={setPalette} pages={pages} />
    </div>
  );
}
