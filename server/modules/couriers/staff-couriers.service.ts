import type { AdminCourierListQuery, EarningsQuery } from '#domain/admin/couriers-schemas.ts';
import { ADMIN_COURIER_MESSAGES } from '#domain/admin/couriers-schemas.ts';
import type {
  AdminCourierDetail,
  AdminCourierList,
  AdminCourierProfile,
  AdminCourierRow,
  CourierDeliveries,
  CourierEarnings,
} from '#domain/admin/couriers-views.ts';
import { earningWindow } from '#domain/admin/earning-period.ts';
import { earningPeriods } from '#domain/couriers/periods.ts';
import { carryLimitFor, type CarryLimits } from '#domain/couriers/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import { findCourierByUser } from './couriers.queries.ts';
import type { Deliveries } from './deliveries.service.ts';
import { loadsOf } from './fleet.queries.ts';
import { currentRoute } from './staff-route.ts';
import { ANY_NAME, pageByInstant, pageOf, readCursor, UUID } from '#server/db/keyset.ts';
import {
  courierPage,
  deliveriesPage,
  earningsBetween,
  findStaffCourier,
  ratesOf,
  shiftsOf,
  type CourierRates,
  type StaffCourierRow,
} from './staff-couriers.queries.ts';

const DAY = 86_400_000;
const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);
const NO_RATES: CourierRates = { delivered: 0, returned: 0, onTime: 0, deliveredToday: 0 };

/** The staff screens' reads: the courier list, one courier in full, their deliveries and their earnings. */
export function createStaffCouriers(deps: CouriersDeps, deliveries: Deliveries) {
  const { db, now } = deps;

  /** List rows for `rows`: loads, the last 30 days' rates and today's deliveries, in two grouped queries. */
  async function rowsOf(
    tx: DbOrTx,
    rows: StaffCourierRow[],
    limits: CarryLimits,
  ): Promise<AdminCourierRow[]> {
    const at = now();
    const ids = rows.map((r) => r.userId);
    const [loads, rates] = await Promise.all([
      loadsOf(tx, ids),
      ratesOf(tx, ids, new Date(at.getTime() - 30 * DAY), earningPeriods(at).today),
    ]);
    return rows.map((c) => {
      const load = loads.get(c.userId);
      const r = rates.get(c.userId) ?? NO_RATES;
      return {
        id: c.id,
        name: c.fullName,
        phone: c.phone,
        vehicle: c.vehicleType,
        online: c.isOnline,
        deactivatedAt: c.deactivatedAt?.toISOString() ?? null,
        load: {
          orders: load?.orders ?? 0,
          heldCents: load?.heldCents ?? 0,
          limitCents: carryLimitFor(c.vehicleType, limits),
        },
        positionAgeSeconds: c.locationUpdatedAt
          ? Math.max(0, Math.floor((at.getTime() - c.locationUpdatedAt.getTime()) / 1000))
          : null,
        deliveriesToday: r.deliveredToday,
        acceptanceRate: rate(r.delivered, r.delivered + r.returned),
        onTimeRate: rate(r.onTime, r.delivered),
      };
    });
  }

  /** One courier's profile as every action answers it; read after the carry limits (one PGlite connection). */
  async function profile(tx: DbOrTx, c: StaffCourierRow, limits: CarryLimits): Promise<AdminCourierProfile> {
    const [row] = await rowsOf(tx, [c], limits);
    return {
      ...row!,
      email: c.email,
      commissionRate: c.commissionRate,
      pinSetAt: c.pinSetAt?.toISOString() ?? null,
      joinedAt: c.createdAt.toISOString(),
      position:
        c.currentLat !== null && c.currentLng !== null && c.locationUpdatedAt
          ? { lat: c.currentLat, lng: c.currentLng, at: c.locationUpdatedAt.toISOString() }
          : null,
    };
  }

  async function list(query: AdminCourierListQuery): Promise<AdminCourierList> {
    const after = query.cursor ? readCursor(query.cursor, [ANY_NAME, UUID], { kind: 'couriers' }) : null;
    const limits = await deps.carryLimits();
    const rows = await courierPage(db, query, after);
    const { rows: page, nextCursor } = pageOf(rows, query.limit, (l) => [l.fullName, l.id], 'couriers');
    return { couriers: await rowsOf(db, page, limits), nextCursor };
  }

  async function found(id: string) {
    const row = await findStaffCourier(db, id);
    if (!row) throw notFound(ADMIN_COURIER_MESSAGES.courierNotFound);
    return row;
  }

  async function detail(id: string): Promise<AdminCourierDetail> {
    const limits = await deps.carryLimits();
    const row = await found(id);
    const courier = (await findCourierByUser(db, row.userId))!;
    const [view, shifts, manifest, rating] = await Promise.all([
      profile(db, row, limits),
      shiftsOf(db, row.id, row.userId),
      deliveries.manifest(courier),
      deps.orders.ratings.courierAverage(row.userId),
    ]);
    const at = now();
    return {
      courier: view,
      rating,
      shifts: shifts.map((s) => ({
        startedAt: s.startedAt.toISOString(),
        endedAt: s.endedAt?.toISOString() ?? null,
        minutes: Math.max(0, Math.round(((s.endedAt ?? at).getTime() - s.startedAt.getTime()) / 60_000)),
        deliveries: s.deliveries,
      })),
      manifest,
      route: currentRoute(manifest.deliveries, view.position, row.vehicleType),
    };
  }

  async function deliveriesOf(
    id: string,
    page: { cursor?: string; limit: number },
  ): Promise<CourierDeliveries> {
    const row = await found(id);
    const { rows: items, nextCursor } = await pageByInstant(
      page,
      (after) => deliveriesPage(db, row.userId, after, page.limit),
      (l) => [l.createdKey, l.orderId],
      { kind: 'deliveries' },
    );
    return {
      deliveries: items.map((o) => ({
        orderId: o.orderId,
        orderNumber: o.orderNumber,
        status: o.status,
        borough: o.borough,
        createdAt: o.createdAt.toISOString(),
        windowEnd: o.windowEnd.toISOString(),
        deliveredAt: o.deliveredAt?.toISOString() ?? null,
        onTime: o.deliveredAt ? o.deliveredAt <= o.windowEnd : null,
        subtotalCents: o.subtotalCents,
        payoutCents: o.payoutCents,
      })),
      nextCursor,
    };
  }

  async function earnings(id: string, query: EarningsQuery): Promise<CourierEarnings & { name: string }> {
    const row = await found(id);
    const window = earningWindow(query, now());
    const lines = await earningsBetween(db, row.id, window.start, window.end);
    const sum = (key: 'subtotalCents' | 'commissionCents' | 'tipCents' | 'totalCents') =>
      lines.reduce((n, l) => n + l[key], 0);
    return {
      name: row.fullName,
      period: query.period,
      from: window.from,
      to: window.to,
      totals: {
        deliveries: lines.length,
        subtotalCents: sum('subtotalCents'),
        commissionCents: sum('commissionCents'),
        tipCents: sum('tipCents'),
        totalCents: sum('totalCents'),
      },
      lines: lines.map((l) => ({ ...l, earnedAt: l.earnedAt.toISOString() })),
    };
  }

  return { list, detail, deliveries: deliveriesOf, earnings, profile, found };
}
export type StaffCouriers = ReturnType<typeof createStaffCouriers>;
