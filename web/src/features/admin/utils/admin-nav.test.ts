import { describe, expect, it } from 'vitest';
import { LayoutDashboard } from 'lucide-react';
import { currentItem, visibleNav, type AdminNavItem } from './admin-nav.ts';

const item = (
  label: string,
  group: AdminNavItem['group'],
  permission: AdminNavItem['permission'],
  devOnly = false,
): AdminNavItem => ({
  label,
  group,
  permission,
  to: `/admin/${label.toLowerCase().replace(/ /g, '-')}`,
  icon: LayoutDashboard,
  ...(devOnly ? { devOnly } : {}),
});

const ITEMS = [
  item('Dashboard', 'Home', 'admin:access'),
  item('Settings', 'Settings', 'settings:write'),
  item('Audit', 'Compliance & reports', 'audit:read'),
  item('Notifications', 'Settings', 'notifications:manage'),
  item('Products', 'Catalog', 'catalog:read'),
  item('Coupons', 'Marketing', 'coupons:manage'),
  item('Button tester', 'Developer', 'admin:access', true),
];
const labels = (nav: ReturnType<typeof visibleNav>) => nav.map((g) => [g.group, g.items.map((i) => i.label)]);
const PROD = false;
const DEV = true;

describe('visibleNav', () => {
  it('gives an admin every page by section in sidebar order; only the first section does not fold', () => {
    const nav = visibleNav(['admin'], ITEMS, DEV);
    expect(labels(nav)).toEqual([
      ['Home', ['Dashboard']],
      ['Catalog', ['Products']],
      ['Marketing', ['Coupons']],
      ['Compliance & reports', ['Audit']],
      ['Settings', ['Settings', 'Notifications']],
      ['Developer', ['Button tester']],
    ]);
    expect(nav.map((g) => g.collapsible)).toEqual([false, true, true, true, true, true]);
  });

  it('leaves the developer pages out of a production build', () => {
    const nav = visibleNav(['admin'], ITEMS, PROD);
    expect(nav.map((g) => g.group)).not.toContain('Developer');
    expect(nav.flatMap((g) => g.items).map((i) => i.label)).not.toContain('Button tester');
  });

  it('hides from support what needs settings, audit, notifications or coupon rights, and empty sections', () => {
    expect(labels(visibleNav(['support'], ITEMS, PROD))).toEqual([
      ['Home', ['Dashboard']],
      ['Catalog', ['Products']],
    ]);
  });

  it('shows nothing to an account without admin access', () => {
    expect(visibleNav(['customer'], ITEMS, DEV)).toEqual([]);
  });

  it('lists the pages that exist today in a few labelled sections', () => {
    expect(labels(visibleNav(['admin'], undefined, PROD))).toEqual([
      ['Home', ['Dashboard', 'Search']],
      ['Orders & delivery', ['Orders', 'Live orders', 'Live map', 'Delivery safety', 'Risk factors']],
      [
        'Customers & support',
        ['Live chat', 'Users', 'Couriers', 'Courier applications', 'Partner applications'],
      ],
      [
        'Catalog',
        [
          'Products',
          'Inventory',
          'Partner shops',
          'Templates',
          'Media',
          'Lab results',
          'Product analytics',
          'Import and export',
        ],
      ],
      ['Marketing', ['Coupons', 'Giveaways', 'Live giveaway']],
      ['Compliance & reports', ['Analytics', 'Compliance', 'Age verification', 'Audit log']],
      ['Settings', ['Settings', 'Notifications']],
    ]);
    expect(labels(visibleNav(['support'], undefined, PROD))).toEqual([
      ['Home', ['Dashboard', 'Search']],
      ['Orders & delivery', ['Orders', 'Live orders', 'Live map', 'Delivery safety']],
      ['Customers & support', ['Live chat', 'Users', 'Couriers', 'Courier applications']],
      [
        'Catalog',
        [
          'Products',
          'Inventory',
          'Templates',
          'Media',
          'Lab results',
          'Product analytics',
          'Import and export',
        ],
      ],
    ]);
    expect(labels(visibleNav(['admin'], undefined, DEV)).at(-1)).toEqual(['Developer', ['Button tester']]);
  });
});

describe('currentItem', () => {
  const nav = visibleNav(['admin'], undefined, PROD);
  it('is the longest link the path is or lies under', () => {
    expect(currentItem(nav, '/admin/products/analytics')?.label).toBe('Product analytics');
    expect(currentItem(nav, '/admin/products/p1/edit')?.label).toBe('Products');
    expect(currentItem(nav, '/admin/orders/o1')?.label).toBe('Orders');
    expect(currentItem(nav, '/admin/live-orders')?.label).toBe('Live orders');
    expect(currentItem(nav, '/admin/nowhere')).toBeUndefined();
  });
});
