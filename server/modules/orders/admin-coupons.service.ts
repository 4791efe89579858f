import {
  COUPON_MESSAGES,
  couponStatus,
  type AdminCoupon,
  type CouponInput,
  type CouponListQuery,
} from '#domain/admin/coupons.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import type { Actor } from '#server/lib/actor.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { auditOrigin } from '#server/lib/actor.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import {
  archiveCoupon,
  couponRow,
  couponRows,
  couponUsed,
  deleteCoupon,
  insertCoupon,
  revenueByCode,
  setCouponActive,
  updateCoupon,
  type AdminCouponRow,
} from './admin-coupons.repo.ts';

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** The admin's coupons: list with usage and revenue, create, edit, switch, delete or archive; each write audited. */
export function createAdminCoupons({ db, now }: { db: Database['db']; now: () => Date }) {
  const view = (row: AdminCouponRow, sales = { cents: 0, orders: 0 }): AdminCoupon => ({
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    maxDiscountCents: row.maxDiscountCents,
    minSubtotalCents: row.minSubtotalCents,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    shopIds: row.shopIds,
    categories: row.categories,
    isActive: row.isActive,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    status: couponStatus(row, now()),
    timesUsed: row.timesUsed,
    revenueCents: sales.cents,
    used: row.timesUsed > 0 || sales.orders > 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function one(id: string, tx: Tx | Database['db'] = db): Promise<AdminCoupon> {
    const row = await couponRow(tx, id);
    if (!row) throw notFound(COUPON_MESSAGES.notFound);
    const revenue = await revenueByCode(tx, [row.code]);
    const used = await couponUsed(tx, row.id, row.code);
    const coupon = view(row, revenue.get(row.code));
    return { ...coupon, used: used || coupon.used };
  }

  async function list(query: CouponListQuery): Promise<AdminCoupon[]> {
    const rows = await couponRows(db, query, now());
    const revenue = await revenueByCode(
      db,
      rows.map((r) => r.code),
    );
    return rows.map((r) => view(r, revenue.get(r.code)));
  }

  const snapshot = (c: AdminCoupon) => {
    const {
      status: _s,
      timesUsed: _t,
      revenueCents: _r,
      used: _u,
      createdAt: _c,
      updatedAt: _up,
      ...rest
    } = c;
    return rest;
  };

  /** A unique code clash becomes the form's message on the code field. */
  async function writing<T>(code: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = COUPON_MESSAGES.codeTaken(code);
      throw new AppError(409, 'coupon_code_taken', message, { code: message });
    }
  }

  async function create(actor: Actor, input: CouponInput): Promise<AdminCoupon> {
    return writing(input.code, () =>
      db.transaction(async (tx) => {
        const id = await insertCoupon(tx, input);
        const after = await one(id, tx);
        await recordAudit(tx, {
          ...auditOrigin(actor),
          action: 'coupon.created',
          targetType: 'coupon',
          targetId: id,
          before: null,
          after: snapshot(after),
        });
        return after;
      }),
    );
  }

  async function locked(tx: Tx, id: string) {
    const row = await couponRow(tx, id, true);
    if (!row) throw notFound(COUPON_MESSAGES.notFound);
    const before = await one(id, tx);
    if (before.archivedAt) throw new AppError(409, 'coupon_archived', COUPON_MESSAGES.archived);
    return before;
  }

  async function update(actor: Actor, id: string, input: CouponInput): Promise<AdminCoupon> {
    return writing(input.code, () =>
      db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.used && input.code !== before.code) {
          throw new AppError(409, 'coupon_code_locked', COUPON_MESSAGES.codeLocked, {
            code: COUPON_MESSAGES.codeLocked,
          });
        }
        await updateCoupon(tx, id, input);
        const after = await one(id, tx);
        await recordAudit(tx, {
          ...auditOrigin(actor),
          action: 'coupon.updated',
          targetType: 'coupon',
          targetId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      }),
    );
  }

  async function setActive(actor: Actor, id: string, active: boolean): Promise<AdminCoupon> {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      await setCouponActive(tx, id, active);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: active ? 'coupon.activated' : 'coupon.deactivated',
        targetType: 'coupon',
        targetId: id,
        before: { isActive: before.isActive },
        after: { isActive: active },
      });
      return one(id, tx);
    });
  }

  /** An unused coupon is deleted; a used one is archived (its orders keep naming it). */
  async function remove(actor: Actor, id: string) {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      if (before.used) await archiveCoupon(tx, id);
      else await deleteCoupon(tx, id);
      const after = before.used ? await one(id, tx) : null;
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: before.used ? 'coupon.archived' : 'coupon.deleted',
        targetType: 'coupon',
        targetId: id,
        before: snapshot(before),
        after: after ? { archivedAt: after.archivedAt } : null,
      });
      return { outcome: before.used ? ('archived' as const) : ('deleted' as const), coupon: after };
    });
  }

  return { list, one: (id: string) => one(id), create, update, setActive, remove };
}
export type AdminCoupons = ReturnType<typeof createAdminCoupons>;
