import { describe, expect, it } from 'vitest';
import { ROLES } from './auth.ts';
import { can, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS } from './permissions.ts';

describe('permissions', () => {
  it('gives every role a list naming only known permissions', () => {
    expect(Object.keys(ROLE_PERMISSIONS).toSorted()).toEqual([...ROLES].toSorted());
    for (const list of Object.values(ROLE_PERMISSIONS)) {
      for (const p of list) expect(PERMISSIONS).toContain(p);
    }
  });

  it('lets support read orders and users, answer chat and add notes', () => {
    for (const p of [
      'admin:access',
      'orders:read:any',
      'users:read',
      'couriers:read',
      'incidents:read',
      'chat:answer',
      'orders:notes:add',
      'catalog:read',
    ] as const) {
      expect(can(['support'], p), p).toBe(true);
    }
  });

  it('keeps settings, catalog, refunds, blocking, the audit log and the outbox from support', () => {
    for (const p of [
      'settings:write',
      'catalog:write',
      'coupons:manage',
      'refunds:issue',
      'users:block',
      'users:manage',
      'couriers:manage',
      'incidents:manage',
      'compliance:read',
      'risk:manage',
      'analytics:read',
      'audit:read',
      'notifications:manage',
    ] as const) {
      expect(can(['support'], p), p).toBe(false);
      expect(can(['admin'], p), p).toBe(true);
    }
  });

  it('lets a merchant manage its own shop only, and keeps it out of the admin area', () => {
    expect(can(['merchant'], 'shop:manage:own')).toBe(true);
    expect(can(['merchant'], 'merchant:access')).toBe(true);
    expect(can(['merchant'], 'admin:access')).toBe(false);
    expect(can(['merchant'], 'orders:read:any')).toBe(false);
    expect(can(['merchant'], 'catalog:write')).toBe(false);
  });

  it('gives customers and couriers no staff permission', () => {
    for (const role of ['customer', 'courier'] as const) {
      expect(can([role], 'admin:access')).toBe(false);
      expect(can([role], 'merchant:access')).toBe(false);
      expect(can([role], 'users:read')).toBe(false);
    }
  });

  it('grants nothing without a role and joins the lists of several roles', () => {
    expect(permissionsOf([])).toEqual([]);
    expect(can([], 'orders:read:own')).toBe(false);
    expect(permissionsOf(['customer', 'courier'])).toEqual(['orders:read:own', 'deliveries:carry']);
  });
});
