import type { ComponentType } from 'react';
import { can, type Permission } from '#domain/permissions.ts';
import type { Role } from '#domain/auth.ts';
import { ADMIN_NAV } from './admin-nav-items.ts';

/**
 * The sidebar's sections, in order. The first has no heading and is always shown; the others fold, and only
 * "Orders & delivery" (the daily work) starts open.
 */
export const NAV_GROUPS = [
  'Home',
  'Orders & delivery',
  'Customers & support',
  'Catalog',
  'Marketing',
  'Compliance & reports',
  'Settings',
  'Developer',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** Sections open when the staff member has not chosen yet. */
export const OPEN_BY_DEFAULT: readonly NavGroup[] = ['Orders & delivery'];

export interface AdminNavItem {
  group: NavGroup;
  label: string;
  to: string;
  icon: ComponentType<{ className?: string }>;
  /** Who sees the link, by domain/permissions.ts (the server refuses the rest anyway). */
  permission: Permission;
  /** A `g x` shortcut to the page, listed in the shortcuts dialog. */
  keys?: string;
  /** A page for developers (e.g. the button tester): listed and routed only in development builds. */
  devOnly?: boolean;
}

export interface NavSection {
  group: NavGroup;
  /** False for the first section: its links are always shown, under no heading. */
  collapsible: boolean;
  items: AdminNavItem[];
}

/**
 * The pages the roles may open, by section in sidebar order; a section with none is left out, and developer pages
 * are left out of production builds.
 */
export function visibleNav(
  roles: readonly Role[],
  items: readonly AdminNavItem[] = ADMIN_NAV,
  dev: boolean = import.meta.env.DEV,
): NavSection[] {
  const allowed = items.filter((item) => can(roles, item.permission) && (dev || !item.devOnly));
  return NAV_GROUPS.map((group, index) => ({
    group,
    collapsible: index > 0,
    items: allowed.filter((i) => i.group === group),
  })).filter((g) => g.items.length > 0);
}

/**
 * The item the path belongs to: the longest link that is the path or a parent of it (`/admin/products/analytics`
 * is Product analytics, `/admin/products/12/edit` is Products, `/admin/orders/12` is Orders).
 */
export function currentItem(sections: readonly NavSection[], pathname: string): AdminNavItem | undefined {
  let best: AdminNavItem | undefined;
  for (const item of sections.flatMap((s) => s.items)) {
    const matches = pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}
