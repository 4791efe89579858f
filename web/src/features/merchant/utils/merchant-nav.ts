import { paths } from '#web/config/paths.ts';
import { ChartColumn, ClipboardList, Package, Store, Users, type LucideIcon } from 'lucide-react';
import type { ShopPermission } from '#domain/permissions.ts';

export interface MerchantNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The member's place in the shop must allow this; staff do not see owner-only pages. */
  needs: ShopPermission;
}

/** The portal's pages, in the order the navigation shows them. */
export const MERCHANT_NAV: readonly MerchantNavItem[] = [
  { to: paths.merchant.dashboard.getHref(), label: 'Orders', icon: ClipboardList, needs: 'shop:orders' },
  { to: paths.merchant.products.getHref(), label: 'Products', icon: Package, needs: 'shop:stock' },
  { to: paths.merchant.reports.getHref(), label: 'Reports', icon: ChartColumn, needs: 'shop:reports' },
  { to: paths.merchant.staff.getHref(), label: 'Staff', icon: Users, needs: 'shop:staff' },
  { to: paths.merchant.settings.getHref(), label: 'Settings', icon: Store, needs: 'shop:settings' },
];

export const merchantNavFor = (allowed: readonly ShopPermission[]) =>
  MERCHANT_NAV.filter((item) => allowed.includes(item.needs));
