import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AdminCourierRow } from '#domain/admin/couriers-views.ts';
import { adminCourierKey } from '../api/get-admin-courier.ts';
import { ADMIN_COURIERS_KEY } from '../api/get-admin-couriers.ts';
import { patchPosition } from './use-live-couriers.ts';

const row = (id: string, age: number | null): AdminCourierRow => ({
  id,
  name: 'Riley Chen',
  phone: '3475550100',
  vehicle: 'bike',
  online: true,
  deactivatedAt: null,
  load: { orders: 0, heldCents: 0, limitCents: 500_000 },
  positionAgeSeconds: age,
  deliveriesToday: 0,
  acceptanceRate: null,
  onTimeRate: null,
});
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('patchPosition', () => {
  it("resets the courier's position age on every loaded page and moves the detail's point, leaving others", () => {
    const qc = new QueryClient();
    const key = [...ADMIN_COURIERS_KEY, { cursor: null }];
    qc.setQueryData(key, { rows: [row(A, 300), row(B, 40)], nextCursor: null, prevCursor: null });
    qc.setQueryData(adminCourierKey(A), { courier: { ...row(A, 300), position: null } });
    const at = '2026-11-23T17:00:00.000Z';
    patchPosition(qc, A, { lat: 40.7, lng: -73.99, at });
    const page = qc.getQueryData<{ rows: AdminCourierRow[] }>(key)!;
    expect(page.rows.map((r) => r.positionAgeSeconds)).toEqual([0, 40]);
    expect(qc.getQueryData<{ courier: unknown }>(adminCourierKey(A))!.courier).toMatchObject({
      positionAgeSeconds: 0,
      position: { lat: 40.7, lng: -73.99, at },
    });
  });
});
