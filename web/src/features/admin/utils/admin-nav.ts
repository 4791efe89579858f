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
import { paths } from '#web/config/paths.ts';
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
    to: paths.admin.dashboard.getHref(),
    icon: LayoutDashboard,
    permission: 'admin:access',
    keys: 'g d',
  },
  {
    group: 'Operations',
    label: 'Orders',
    to: paths.admin.orders.getHref(),
    icon: ReceiptText,
    permission: 'orders:read:any',
    keys: 'g o',
  },
  {
    group: 'Operations',
    label: 'Live orders',
    to: paths.admin.liveOrders.getHref(),
    icon: KanbanSquare,
    permission: 'orders:read:any',
    keys: 'g l',
  },
  {
    group: 'Operations',
    label: 'Live map',
    to: paths.admin.liveMap.getHref(),
    icon: MapIcon,
    permission: 'admin:access',
  },
  {
    group: 'Operations',
    label: 'Live chat',
    to: paths.admin.liveChat.getHref(),
    icon: MessagesSquare,
    permission: 'chat:answer',
    keys: 'g h',
  },
  {
    group: 'Operations',
    label: 'Risk factors',
    to: paths.admin.riskFactors.getHref(),
    icon: ShieldAlert,
    permission: 'risk:manage',
  },
  {
    group: 'Operations',
    label: 'Search',
    to: paths.admin.search.getHref(),
    icon: Search,
    permission: 'orders:read:any',
  },
  {
    group: 'People',
    label: 'Users',
    to: paths.admin.users.getHref(),
    icon: Users,
    permission: 'users:read',
    keys: 'g u',
  },
  {
    group: 'Operations',
    label: 'Delivery safety',
    to: paths.admin.deliverySafety.getHref(),
    icon: ShieldAlert,
    permission: 'incidents:read',
  },
  {
    group: 'System',
    label: 'Compliance',
    to: paths.admin.compliance.getHref(),
    icon: Landmark,
    permission: 'compliance:read',
  },
  {
    group: 'System',
    label: 'Age verification',
    to: paths.admin.ageVerification.getHref(),
    icon: IdCard,
    permission: 'compliance:read',
  },
  {
    group: 'People',
    label: 'Couriers',
    to: paths.admin.couriers.getHref(),
    icon: Bike,
    permission: 'couriers:read',
    keys: 'g c',
  },
  {
    group: 'People',
    label: 'Courier applications',
    to: paths.admin.courierApplications.getHref(),
    icon: UserPlus,
    permission: 'couriers:read',
  },
  {
    group: 'People',
    label: 'Partner applications',
    to: paths.admin.partnerApplications.getHref(),
    icon: Handshake,
    permission: 'merchants:manage',
  },
  {
    group: 'Catalog',
    label: 'Products',
    to: paths.admin.products.getHref(),
    icon: Package,
    permission: 'catalog:read',
    keys: 'g p',
  },
  {
    group: 'Catalog',
    label: 'Templates',
    to: paths.admin.templates.getHref(),
    icon: LayoutTemplate,
    permission: 'catalog:read',
  },
  {
    group: 'Catalog',
    label: 'Partner shops',
    to: paths.admin.partnerShops.getHref(),
    icon: Store,
    permission: 'merchants:manage',
  },
  {
    group: 'Catalog',
    label: 'Media',
    to: paths.admin.media.getHref(),
    icon: Images,
    permission: 'catalog:read',
  },
  {
    group: 'Catalog',
    label: 'Lab results',
    to: paths.admin.coaManagement.getHref(),
    icon: FlaskConical,
    permission: 'catalog:read',
  },
  {
    group: 'Catalog',
    label: 'Inventory',
    to: paths.admin.inventory.getHref(),
    icon: Boxes,
    permission: 'catalog:read',
    keys: 'g i',
  },
  {
    group: 'Catalog',
    label: 'Product analytics',
    to: paths.admin.productAnalytics.getHref(),
    icon: ChartColumnBig,
    permission: 'catalog:read',
  },
  {
    group: 'Catalog',
    label: 'Import and export',
    to: paths.admin.importExport.getHref(),
    icon: FileSpreadsheet,
    permission: 'catalog:read',
  },
  {
    group: 'Marketing',
    label: 'Coupons',
    to: paths.admin.coupons.getHref(),
    icon: TicketPercent,
    permission: 'coupons:manage',
  },
  {
    group: 'Marketing',
    label: 'Live giveaway',
    to: paths.admin.giveaway.getHref(),
    icon: Gift,
    permission: 'giveaways:manage',
  },
  {
    group: 'Marketing',
    label: 'Giveaways',
    to: paths.admin.giveaways.getHref(),
    icon: Trophy,
    permission: 'giveaways:manage',
  },
  {
    group: 'Operations',
    label: 'Analytics',
    to: paths.admin.analytics.getHref(),
    icon: BarChart3,
    permission: 'analytics:read',
  },
  {
    group: 'System',
    label: 'Settings',
    to: paths.admin.settings.getHref(),
    icon: Settings,
    permission: 'settings:write',
    keys: 'g s',
  },
  {
    group: 'System',
    label: 'Audit log',
    to: paths.admin.auditLogs.getHref(),
    icon: ScrollText,
    permission: 'audit:read',
    keys: 'g a',
  },
  {
    group: 'System',
    label: 'Notifications',
    to: paths.admin.notifications.getHref(),
    icon: Bell,
    permission: 'notifications:manage',
    keys: 'g n',
  },
  {
    group: 'System',
    label: 'Button tester',
    to: paths.admin.buttonTester.getHref(),
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
