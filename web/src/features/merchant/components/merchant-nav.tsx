import { NavLink } from 'react-router';
import type { ShopPermission } from '#domain/permissions.ts';
import { cn } from '#web/lib/cn.ts';
import { merchantNavFor } from '../utils/merchant-nav.ts';

const STYLES = {
  bar: {
    nav: 'fixed inset-x-0 bottom-0 z-40 flex border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur print:hidden md:hidden',
    link: 'flex flex-1 flex-col items-center justify-center gap-1 py-2 text-[11px] font-medium',
    icon: 'h-5 w-5',
    active: 'text-accent',
  },
  header: {
    nav: 'ml-6 hidden items-center gap-1 md:flex',
    link: 'flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium',
    icon: 'h-4 w-4',
    active: 'bg-accent-soft text-accent',
  },
} as const;

/** Phones get a bottom bar within thumb reach; tablets and wider get the same links in the header. */
export function MerchantNav({
  variant,
  allowed,
}: {
  variant: keyof typeof STYLES;
  allowed: readonly ShopPermission[];
}) {
  const style = STYLES[variant];
  return (
    <nav aria-label="Partner shop" className={style.nav}>
      {merchantNavFor(allowed).map(({ to, label, icon: Icon }) => (
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
