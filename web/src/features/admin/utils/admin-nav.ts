import type { ComponentType } from 'react';
import { IdCard, Landmark } from 'lucide-react';
import { Handshake, Store } from 'lucide-react';
import { Boxes, ChartColumnBig } from 'lucide-react';
import { FileSpreadsheet, TicketPercent } from 'lucide-react';
import { Gift, MessagesSquare, Trophy } from 'lucide-react';
import { LayoutTemplate, Package } from 'lucide-react';
import { FlaskConical, Images } from 'lucide-react';
import {
  BarChart3,
  Bell,
  Bike,
  Component,
  KanbanSquare,
  LayoutDashboard,
  Map as MapIcon,
  ReceiptText,
  ScrollText,
  Search,
  Settings,
  ShieldAlert,
  Users,
  UserPlus,
} from 'lucide-react';
import { can, type Permission } from '#domain/permissions.ts';
import type { Role } from '#domain/auth.ts';

export const NAV_GROUPS = ['Operations', 'People', 'Catalog', 'Marketing', 'System'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface AdminNavItem {
  group: NavGroup;
  label: string;
  to: string;
  icon: ComponentType<{ className?: string }>;
  /** Who sees the link, by domain/permissions.ts (the server refuses the rest anyway). */
  permission: Permission;
  /** A `g x` shortcut to the page, listed in the shortcuts dialog. */
  keys?: string;
}

/**
 * Every admin page that exists, one line each, in sidebar order.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  {
    group: 'Operations',
    label: 'Dashboard',
    to: '/admin/dashboard',
    icon: LayoutDashboard,
    permission: 'admin:access',
    keys: 'g d',
  },
  {
    group: 'Operations',
    label: 'Orders',
    to: '/admin/orders',
    icon: ReceiptText,
    permission: 'orders:read:any',
    keys: 'g o',
  },
  {
    group: 'Operations',
    label: 'Live orders',
    to: '/admin/live-orders',
    icon: KanbanSquare,
    permission: 'orders:read:any',
    keys: 'g l',
  },
  {
    group: 'Operations',
    label: 'Live map',
    to: '/admin/live-map',
    icon: MapIcon,
    permission: 'admin:access',
  },
  {
    group: 'Operations',
    label: 'Live chat',
    to: '/admin/live-chat',
    icon: MessagesSquare,
    permission: 'chat:answer',
    keys: 'g h',
  },
  {
    group: 'Operations',
    label: 'Risk factors',
    to: '/admin/risk-factors',
    icon: ShieldAlert,
    permission: 'risk:manage',
  },
  { group: 'Operations', label: 'Search', to: '/admin/search', icon: Search, permission: 'orders:read:any' },
  { group: 'People', label: 'Users', to: '/admin/users', icon: Users, permission: 'users:read', keys: 'g u' },
  {
    group: 'Operations',
    label: 'Delivery safety',
    to: '/admin/delivery-safety',
    icon: ShieldAlert,
    permission: 'incidents:read',
  },
  {
    group: 'System',
    label: 'Compliance',
    to: '/admin/compliance',
    icon: Landmark,
    permission: 'compliance:read',
  },
  {
    group: 'System',
    label: 'Age verification',
    to: '/admin/age-verification',
    icon: IdCard,
    permission: 'compliance:read',
  },
  {
    group: 'People',
    label: 'Couriers',
    to: '/admin/couriers',
    icon: Bike,
    permission: 'couriers:read',
    keys: 'g c',
  },
  {
    group: 'People',
    label: 'Courier applications',
    to: '/admin/courier-applications',
    icon: UserPlus,
    permission: 'couriers:read',
  },
  {
    group: 'People',
    label: 'Partner applications',
    to: '/admin/partner-applications',
    icon: Handshake,
    permission: 'merchants:manage',
  },
  {
    group: 'Catalog',
    label: 'Products',
    to: '/admin/products',
    icon: Package,
    permission: 'catalog:read',
    keys: 'g p',
  },
  {
    group: 'Catalog',
    label: 'Templates',
    to: '/admin/templates',
    icon: LayoutTemplate,
    permission: 'catalog:read',
  },
  {
    group: 'Catalog',
    label: 'Partner shops',
    to: '/admin/partner-shops',
    icon: Store,
    permission: 'merchants:manage',
  },
  { group: 'Catalog', label: 'Media', to: '/admin/media', icon: Images, permission: 'catalog:read' },
  {
    group: 'Catalog',
    label: 'Lab results',
    to: '/admin/coa-management',
    icon: FlaskConical,
    permission: 'catalog:read',
  },
  {
    group: 'Catalog',
    label: 'Inventory',
    to: '/admin/inventory',
    icon: Boxes,
    permission: 'catalog:read',
    keys: 'g i',
  },
  {
    group: 'Catalog',
    label: 'Product analytics',
    to: '/admin/products/analytics',
    icon: ChartColumnBig,
    permission: 'catalog:read',
  },
  {
    group: 'Catalog',
    label: 'Import and export',
    to: '/admin/import-export',
    icon: FileSpreadsheet,
    permission: 'catalog:read',
  },
  {
    group: 'Marketing',
    label: 'Coupons',
    to: '/admin/coupons',
    icon: TicketPercent,
    permission: 'coupons:manage',
  },
  {
    group: 'Marketing',
    label: 'Live giveaway',
    to: '/admin/giveaway',
    icon: Gift,
    permission: 'giveaways:manage',
  },
  {
    group: 'Marketing',
    label: 'Giveaways',
    to: '/admin/giveaways',
    icon: Trophy,
    permission: 'giveaways:manage',
  },
  {
    group: 'Operations',
    label: 'Analytics',
    to: '/admin/analytics',
    icon: BarChart3,
    permission: 'analytics:read',
  },
  {
    group: 'System',
    label: 'Settings',
    to: '/admin/settings',
    icon: Settings,
    permission: 'settings:write',
    keys: 'g s',
  },
  {
    group: 'System',
    label: 'Audit log',
    to: '/admin/audit-logs',
    icon: ScrollText,
    permission: 'audit:read',
    keys: 'g a',
  },
  {
    group: 'System',
    label: 'Notifications',
    to: '/admin/notifications',
    icon: Bell,
    permission: 'notifications:manage',
    keys: 'g n',
  },
  {
    group: 'System',
    label: 'Button tester',
    to: '/admin/button-tester',
    icon: Component,
    permission: 'admin:access',
  },
];

/** The pages the roles may open, grouped in sidebar order; a group with none is left out. */
export function visibleNav(roles: readonly Role[], items: readonly AdminNavItem[] = ADMIN_NAV) {
  const allowed = items.filter((item) => can(roles, item.permission));
  return NAV_GROUPS.map((group) => ({ group, items: allowed.filter((i) => i.group === group) })).filter(
    (g) => g.items.length > 0,
  );
}
