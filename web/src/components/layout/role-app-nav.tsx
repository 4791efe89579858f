import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';

export interface RoleAppLink {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

const LINK = {
  bar: 'flex flex-1 flex-col items-center justify-center gap-1 py-2 text-[11px] font-medium',
  header: 'flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium',
};
const ICON = { bar: 'h-5 w-5', header: 'h-4 w-4' };
const ACTIVE = { bar: 'text-accent', header: 'bg-accent-soft text-accent' };
const BAR =
  'fixed inset-x-0 bottom-0 z-40 flex border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur';
/** Where the bottom bar gives way to the header's links (the courier app keeps the bar on tablets). */
const NAV = {
  lg: { bar: `${BAR} lg:hidden`, header: 'ml-8 hidden items-center gap-1 lg:flex' },
  md: { bar: `${BAR} print:hidden md:hidden`, header: 'ml-6 hidden items-center gap-1 md:flex' },
};

interface RoleAppNavProps {
  /** The navigation landmark's name ("Courier"). */
  label: string;
  links: readonly RoleAppLink[];
  variant: 'bar' | 'header';
  wideFrom: keyof typeof NAV;
}

/** Phones get a bottom bar within thumb reach; wider screens get the same links in the header (one shows at a time). */
export function RoleAppNav({ label, links, variant, wideFrom }: RoleAppNavProps) {
  return (
    <nav aria-label={label} className={NAV[wideFrom][variant]}>
      {links.map(({ to, label: text, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(LINK[variant], isActive ? ACTIVE[variant] : 'text-muted hover:text-foreground')
          }
        >
          <Icon className={ICON[variant]} aria-hidden />
          {text}
        </NavLink>
      ))}
    </nav>
  );
}
