import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '#web/components/layout/logo.tsx';
import { cn } from '#web/lib/cn.ts';
import { useOpenSections } from '../hooks/use-open-sections.ts';
import { currentItem, type AdminNavItem, type NavSection } from '../utils/admin-nav.ts';

type Badges = Readonly<Record<string, ReactNode>> | undefined;

interface AdminSidebarProps {
  nav: readonly NavSection[];
  onNavigate?: () => void;
  badges?: Badges;
}

const sectionId = (group: string) => `nav-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`;

function NavItems({
  items,
  current,
  badges,
  onNavigate,
  ...rest
}: {
  items: readonly AdminNavItem[];
  current: AdminNavItem | undefined;
  badges: Badges;
  onNavigate: (() => void) | undefined;
  id?: string;
  'aria-labelledby'?: string;
  role?: 'group';
}) {
  return (
    <ul className="space-y-0.5" {...rest}>
      {items.map(({ to, label, icon: Icon }) => {
        const active = current?.to === to;
        return (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium transition',
                active ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-surface-2',
              )}
            >
              <Icon className="h-4 w-4 shrink-0" />
              {label}
              {badges?.[to]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The admin's pages in sections, Shopify-style: the first always shown, the others folding (remembered per browser),
 * the current page's section always open and its link marked as the current page. Only pages the caller may open.
 */
export function AdminSidebar({ nav, onNavigate, badges }: AdminSidebarProps) {
  const { pathname } = useLocation();
  const sections = useOpenSections();
  const current = currentItem(nav, pathname);
  return (
    <div className="flex h-full flex-col gap-5 px-3 py-5">
      <div className="flex items-center gap-2.5 px-2">
        <LogoMark className="h-9 w-9 shrink-0" />
        <span className="leading-tight">
          <span className="block font-display text-base font-semibold">New York Minute</span>
          <span className="block text-[10px] font-medium uppercase tracking-[0.3em] text-muted">Admin</span>
        </span>
      </div>
      <nav aria-label="Admin" className="flex flex-col gap-3">
        {nav.map(({ group, collapsible, items }) => {
          const list = { items, current, badges, onNavigate };
          if (!collapsible) return <NavItems key={group} {...list} />;
          const id = sectionId(group);
          const holdsCurrent = items.some((i) => i === current);
          const open = holdsCurrent || sections.isOpen(group);
          const heading =
            'flex h-8 w-full items-center gap-2 whitespace-nowrap rounded-lg px-3 text-left text-xs font-semibold text-muted';
          return (
            <div key={group}>
              {holdsCurrent ? (
                <p id={`${id}-label`} className={heading}>
                  {group}
                </p>
              ) : (
                <button
                  type="button"
                  id={`${id}-label`}
                  aria-expanded={open}
                  aria-controls={open ? id : undefined}
                  onClick={() => sections.toggle(group)}
                  className={cn(heading, 'hover:bg-surface-2 hover:text-foreground')}
                >
                  {group}
                  {!open && items.map((i) => <span key={i.to}>{badges?.[i.to]}</span>)}
                  <ChevronRight
                    aria-hidden
                    className={cn('ml-auto h-3.5 w-3.5 transition-transform', open && 'rotate-90')}
                  />
                </button>
              )}
              {/* The group around the list, not on it: a <ul> with another role leaves its <li>s in no list. */}
              {open && (
                <div id={id} role="group" aria-labelledby={`${id}-label`}>
                  <NavItems {...list} />
                </div>
              )}
            </div>
          );
        })}
      </nav>
    </div>
  );
}
