import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LogoMark } from '#web/components/layout/logo.tsx';
import { cn } from '#web/lib/cn.ts';
import type { visibleNav } from '../utils/admin-nav.ts';

interface AdminSidebarProps {
  nav: ReturnType<typeof visibleNav>;
  onNavigate?: () => void;
  badges?: Readonly<Record<string, ReactNode>> | undefined;
}

/** The admin's pages grouped by job; only the ones the caller may open. */
export function AdminSidebar({ nav, onNavigate, badges }: AdminSidebarProps) {
  return (
    <div className="flex h-full flex-col gap-6 px-3 py-5">
      <div className="flex items-center gap-2.5 px-2">
        <LogoMark className="h-9 w-9 shrink-0" />
        <span className="leading-tight">
          <span className="block font-display text-base font-semibold">New York Minute</span>
          <span className="block text-[10px] font-medium uppercase tracking-[0.3em] text-muted">Admin</span>
        </span>
      </div>
      <nav aria-label="Admin" className="flex flex-col gap-5">
        {nav.map(({ group, items }) => (
          <div key={group}>
            <p className="px-3 text-[11px] font-semibold uppercase tracking-[0.2em] text-muted">{group}</p>
            <ul className="mt-1.5 space-y-0.5">
              {items.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'flex h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium transition',
                        isActive
                          ? 'bg-primary text-primary-foreground'
                          : 'text-foreground hover:bg-surface-2',
                      )
                    }
                  >
                    <Icon className="h-4 w-4 shrink-0" />
                    {label}
                    {badges?.[to]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
