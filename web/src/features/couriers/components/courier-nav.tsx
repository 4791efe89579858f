import { NavLink } from 'react-router';
import { History, LayoutDashboard, UserRound, Wallet } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

const LINKS = [
  { to: '/courier/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/courier/earnings', label: 'Earnings', icon: Wallet },
  { to: '/courier/history', label: 'History', icon: History },
  { to: '/courier/profile', label: 'Profile', icon: UserRound },
] as const;

const STYLES = {
  bar: {
    nav: 'fixed inset-x-0 bottom-0 z-40 flex border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden',
    link: 'flex flex-1 flex-col items-center justify-center gap-1 py-2 text-[11px] font-medium',
    icon: 'h-5 w-5',
    active: 'text-accent',
  },
  header: {
    nav: 'ml-8 hidden items-center gap-1 lg:flex',
    link: 'flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium',
    icon: 'h-4 w-4',
    active: 'bg-accent-soft text-accent',
  },
} as const;

/** Phones get a bottom bar within thumb reach; wide screens get the same links in the header (one shows at a time). */
export function CourierNav({ variant }: { variant: keyof typeof STYLES }) {
  const style = STYLES[variant];
  return (
    <nav aria-label="Courier" className={style.nav}>
      {LINKS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(style.link, isActive ? style.active : 'text-muted hover:text-foreground')
          }
        >
          <Icon className={style.icon} aria-hidden />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
