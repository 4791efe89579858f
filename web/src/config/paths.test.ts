import { describe, expect, it } from 'vitest';
import { ADMIN_ROOT, paths } from './paths.ts';

describe('staff paths', () => {
  it('give the route tree its relative paths and links their full hrefs', () => {
    expect(ADMIN_ROOT).toBe('/admin');
    expect(paths.admin.auditLogs).toMatchObject({ path: 'audit-logs' });
    expect(paths.admin.auditLogs.getHref()).toBe('/admin/audit-logs');
    expect(paths.admin.productAnalytics.getHref()).toBe('/admin/products/analytics');
  });

  it('fill in an id, and the order list’s filters', () => {
    expect(paths.admin.order.path).toBe('orders/:id');
    expect(paths.admin.order.getHref('o 1')).toBe('/admin/orders/o%201');
    expect(paths.admin.giveawayWinners.getHref('g1')).toBe('/admin/giveaways/g1/winners');
    expect(paths.admin.orders.getHref()).toBe('/admin/orders');
    expect(paths.admin.orders.getHref({ status: 'placed' })).toBe('/admin/orders?status=placed');
  });
});

describe('partner portal and courier paths', () => {
  it('give their pages under their own roots', () => {
    expect(paths.merchant.reports).toMatchObject({ path: 'reports' });
    expect(paths.merchant.reports.getHref()).toBe('/merchant/reports');
    expect(paths.merchant.pickList.getHref('o1')).toBe('/merchant/orders/o1/pick-list');
    expect(paths.courier.earnings.getHref()).toBe('/courier/earnings');
  });
});
