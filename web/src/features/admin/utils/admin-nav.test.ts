import { describe, expect, it } from 'vitest';
import { LayoutDashboard } from 'lucide-react';
import { visibleNav, type AdminNavItem } from './admin-nav.ts';

const item = (
  label: string,
  group: AdminNavItem['group'],
  permission: AdminNavItem['permission'],
): AdminNavItem => ({
  label,
  group,
  permission,
  to: `/admin/${label.toLowerCase()}`,
  icon: LayoutDashboard,
});

const ITEMS = [
  item('Dashboard', 'Operations', 'admin:access'),
  item('Settings', 'System', 'settings:write'),
  item('Audit', 'System', 'audit:read'),
  item('Notifications', 'System', 'notifications:manage'),
  item('Products', 'Catalog', 'catalog:read'),
  item('Coupons', 'Marketing', 'coupons:manage'),
];
const labels = (nav: ReturnType<typeof visibleNav>) => nav.map((g) => [g.group, g.items.map((i) => i.label)]);

describe('visibleNav', () => {
  it('gives an admin every page, grouped in sidebar order', () => {
    expect(labels(visibleNav(['admin'], ITEMS))).toEqual([
      ['Operations', ['Dashboard']],
      ['Catalog', ['Products']],
      ['Marketing', ['Coupons']],
      ['System', ['Settings', 'Audit', 'Notifications']],
    ]);
  });

  it('hides from support what needs settings, audit, notifications or coupon rights, and empty groups', () => {
    expect(labels(visibleNav(['support'], ITEMS))).toEqual([
      ['Operations', ['Dashboard']],
      ['Catalog', ['Products']],
    ]);
  });

  it('shows nothing to an account without admin access', () => {
    expect(visibleNav(['customer'], ITEMS)).toEqual([]);
  });

  it('lists the pages that exist today', () => {
    const people = ['People', ['Users', 'Couriers', 'Courier applications']];
    expect(labels(visibleNav(['support']))).toEqual([
      [
        'Operations',
        ['Dashboard', 'Orders', 'Live orders', 'Live map', 'Live chat', 'Search', 'Delivery safety'],
      ],
      people,
      [
        'Catalog',
        [
          'Products',
          'Templates',
          'Media',
          'Lab results',
          'Inventory',
          'Product analytics',
          'Import and export',
        ],
      ],
      ['System', ['Button tester']],
    ]);
    expect(labels(visibleNav(['admin']))).toEqual([
      [
        'Operations',
        [
          'Dashboard',
          'Orders',
          'Live orders',
          'Live map',
          'Live chat',
          'Risk factors',
          'Search',
          'Delivery safety',
          'Analytics',
        ],
      ],
      ['People', ['Users', 'Couriers', 'Courier applications', 'Partner applications']],
      [
        'Catalog',
        [
          'Products',
          'Templates',
          'Partner shops',
          'Media',
          'Lab results',
          'Inventory',
          'Product analytics',
          'Import and export',
        ],
      ],
      ['Marketing', ['Coupons', 'Live giveaway', 'Giveaways']],
      [
        'System',
        ['Compliance', 'Age verification', 'Settings', 'Audit log', 'Notifications', 'Button tester'],
      ],
    ]);
  });
});
