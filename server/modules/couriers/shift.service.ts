import { earningPeriods } from '#domain/couriers/periods.ts';
import type { EarningsView, HistoryItem } from '#domain/couriers/views.ts';
import { FLEET_TOPIC } from '#domain/realtime.ts';
import { conflict } from '#server/lib/errors.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import { toHistoryItem } from './couriers.dto.ts';
import type { CourierWithEmail } from './couriers.queries.ts';
import { updateCourier } from './couriers.repo.ts';
import { earningsOf, finishedOrders, heldOrders, linesOf } from './deliveries.queries.ts';
import { earningTotalsSince } from './deliveries.repo.ts';
import { closeShift, openShift } from './staff-couriers.repo.ts';

/** Going online or offline, the courier's own details, and what they have earned and done. */
export function createShift({ db, bus, now }: Pick<CouriersDeps, 'db' | 'bus' | 'now'>) {
  async function setOnline(courier: CourierWithEmail, isOnline: boolean) {
    if (!isOnline && (await heldOrders(db, courier.userId)).some((o) => o.status === 'in_transit')) {
      throw conflict('deliveries_held', 'Finish or return the orders you are carrying before going offline');
    }
    const updated = await db.transaction(async (tx) => {
      const row = await updateCourier(tx, courier.id, { isOnline });
      await (isOnline ? openShift : closeShift)(tx, courier.id, now());
      return row;
    });
    if (courier.isOnline !== isOnline) {
      await bus.publish(FLEET_TOPIC, {
        kind: 'fleet.shift',
        courierId: courier.id,
        online: isOnline,
        at: now().toISOString(),
      });
    }
    return { ...updated, email: courier.email };
  }

  async function updateProfile(
    courier: CourierWithEmail,
    input: { fullName: string; phone: string; vehicleType: CourierWithEmail['vehicleType'] },
  ) {
    return { ...(await updateCourier(db, courier.id, input)), email: courier.email };
  }

  async function earnings(courier: CourierWithEmail): Promise<EarningsView> {
    const periods = earningPeriods(now());
    const [today, week, all, rows] = await Promise.all([
      earningTotalsSince(db, courier.id, periods.today),
      earningTotalsSince(db, courier.id, periods.week),
      earningTotalsSince(db, courier.id, new Date(0)),
      earningsOf(db, courier.id),
    ]);
    return {
      todayCents: today.cents,
      weekCents: week.cents,
      allTimeCents: all.cents,
      deliveries: { today: today.count, week: week.count, allTime: all.count },
      lines: rows.map(({ earning, orderNumber }) => ({
        orderId: earning.orderId,
        orderNumber,
        deliveredAt: earning.earnedAt.toISOString(),
        subtotalCents: earning.subtotalCents,
        commissionRate: earning.commissionRate,
        commissionCents: earning.commissionCents,
        tipCents: earning.tipCents,
        totalCents: earning.totalCents,
      })),
    };
  }

  async function history(courier: CourierWithEmail): Promise<HistoryItem[]> {
    const rows = await finishedOrders(db, courier.userId);
    const lines = await linesOf(
      db,
      rows.map((r) => r.order.id),
    );
    return rows.map(({ order, payoutCents }) =>
      toHistoryItem(
        order,
        lines.filter((l) => l.orderId === order.id).reduce((n, l) => n + l.quantity, 0),
        payoutCents,
      ),
    );
  }

  return { setOnline, updateProfile, earnings, history };
}
