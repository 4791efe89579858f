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
  { to: '/merchant/dashboard', label: 'Orders', icon: ClipboardList, needs: 'shop:orders' },
  { to: '/merchant/products', label: 'Products', icon: Package, needs: 'shop:stock' },
  { to: '/merchant/reports', label: 'Reports', icon: ChartColumn, needs: 'shop:reports' },
  { to: '/merchant/staff', label: 'Staff', icon: Users, needs: 'shop:staff' },
  { to: '/merchant/settings', label: 'Settings', icon: Store, needs: 'shop:settings' },
];

export const merchantNavFor = (allowed: readonly ShopPermission[]) =>
  MERCHANT_NAV.filter((item) => allowed.includes(item.needs));
