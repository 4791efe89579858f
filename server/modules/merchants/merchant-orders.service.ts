import { etaMinutes } from '#domain/couriers/rules.ts';
import { windowLabel } from '#domain/compliance/delivery-windows.ts';
import { earningPeriods } from '#domain/couriers/periods.ts';
import {
  BOARD_ACTIVE_LIMIT,
  BOARD_FINISHED_LIMIT,
  boardColumnOf,
  SHOP_ACTION_TARGET,
  type BoardCourier,
  type MerchantBoard,
  type MerchantOrderCard,
  type MerchantOrderDetail,
  type ShopAction,
} from '#domain/merchant/orders.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import type { OrdersService } from '#server/modules/orders/orders.service.ts';
import {
  activeOrdersOf,
  couriersByUser,
  finishedOrdersOf,
  shopLinesOf,
  shopOrder,
  shopPlace,
  timelineOf,
  type CardRow,
  type CourierRow,
  type ShopLineRow,
} from './merchant-orders.queries.ts';

export const ORDER_NOT_FOUND = 'Order not found';
const ASAP_LABEL = 'ASAP';

export interface MerchantOrdersDeps {
  db: Db;
  orders: Pick<OrdersService, 'transition'>;
  now(): Date;
}

/** "Dana Whitfield" → "Dana W.": all the shop learns of who ordered. */
export function shortCustomerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Customer';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

const round1 = (n: number) => Math.round(n * 1000) / 1000;

/** The courier as the shop sees them; the ETA to the shop only while they are still coming to collect it. */
function boardCourier(
  row: CardRow,
  courier: CourierRow | undefined,
  shop: { lat: number; lng: number } | null,
): BoardCourier | null {
  if (!courier) return null;
  const coming = row.status === 'confirmed' || row.status === 'preparing' || row.status === 'ready';
  const here = courier.lat !== null && courier.lng !== null ? { lat: courier.lat, lng: courier.lng } : null;
  return {
    name: courier.fullName,
    vehicleType: courier.vehicleType,
    etaMinutes: coming && here && shop ? etaMinutes(here, shop, courier.vehicleType) : null,
  };
}

function toCard(
  row: CardRow,
  lines: ShopLineRow[],
  courier: CourierRow | undefined,
  shop: { lat: number; lng: number } | null,
  now: Date,
): MerchantOrderCard {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    column: boardColumnOf(row.status),
    placedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    acceptedAt: row.acceptedAt ? new Date(row.acceptedAt).toISOString() : null,
    isAsap: row.isAsap,
    windowStart: row.windowStart.toISOString(),
    windowEnd: row.windowEnd.toISOString(),
    windowLabel: row.isAsap ? ASAP_LABEL : windowLabel(row.windowStart, row.windowEnd, now),
    linesSummary: lines.map((l) => `${l.quantity} × ${l.productName} (${l.variantLabel})`).join(', '),
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalCents: lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
    customer: shortCustomerName(row.customerName),
    held: row.heldAt !== null && row.status === 'pending',
    courier: boardCourier(row, courier, shop),
  };
}

/** The merchant portal's orders: the live board, one order's pick list and the shop's steps on it. */
export function createMerchantOrders({ db, orders, now }: MerchantOrdersDeps) {
  async function cards(shopId: string, rows: CardRow[]): Promise<MerchantOrderCard[]> {
    const courierIds = [...new Set(rows.flatMap((r) => (r.courierUserId ? [r.courierUserId] : [])))];
    const [lines, carriers, shop] = await Promise.all([
      shopLinesOf(
        db,
        shopId,
        rows.map((r) => r.id),
      ),
      couriersByUser(db, courierIds),
      courierIds.length > 0 ? shopPlace(db, shopId) : null,
    ]);
    const at = now();
    return rows.map((row) =>
      toCard(
        row,
        lines.filter((l) => l.orderId === row.id),
        carriers.find((c) => c.userId === row.courierUserId),
        shop,
        at,
      ),
    );
  }

  /** The shop's active orders and those finished today (New York), newest first. */
  async function board(shopId: string): Promise<MerchantBoard> {
    const since = earningPeriods(now()).today;
    const [active, finished] = await Promise.all([
      activeOrdersOf(db, shopId, BOARD_ACTIVE_LIMIT),
      finishedOrdersOf(db, shopId, since, BOARD_FINISHED_LIMIT),
    ]);
    const all = await cards(shopId, [...active, ...finished]);
    return { active: all.slice(0, active.length), finishedToday: all.slice(active.length) };
  }

  /** One order of the shop with its pick list and timeline; another shop's order is not found, like a missing one. */
  async function detail(shopId: string, orderId: string): Promise<MerchantOrderDetail> {
    const row = await shopOrder(db, shopId, orderId);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    const [card, lines, events, shop] = await Promise.all([
      cards(shopId, [row]).then((c) => c[0]!),
      shopLinesOf(db, shopId, [row.id]),
      timelineOf(db, row.id),
      shopPlace(db, shopId),
    ]);
    return {
      order: {
        ...card,
        shopName: shop?.name ?? '',
        lines: lines.map((l) => ({
          productId: l.productId,
          productName: l.productName,
          variantLabel: l.variantLabel,
          quantity: l.quantity,
          netGramsEach: l.netGrams,
          netGramsTotal: round1(l.netGrams * l.quantity),
          limitCategory: l.limitCategory,
          batchNumber: l.batchNumber,
        })),
        events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
      },
    };
  }

  /**
   * Moves the shop's order through the state machine as the merchant (stock, coupon, notices and realtime follow);
   * another shop's order is refused as not found, after it is locked and before anything changes.
   */
  async function move(shopId: string, userId: string, orderId: string, to: OrderStatus, note?: string) {
    await orders.transition(orderId, to, { role: 'merchant', userId }, note, {
      check: (order) => {
        if (order.merchantId !== shopId) throw notFound(ORDER_NOT_FOUND);
      },
    });
    return detail(shopId, orderId);
  }

  const act = (shopId: string, userId: string, orderId: string, action: ShopAction) =>
    move(shopId, userId, orderId, SHOP_ACTION_TARGET[action]);

  /** Turns the order down: cancelled, stock back, coupon released, the customer told why. */
  const reject = (shopId: string, userId: string, orderId: string, reason: string) =>
    move(shopId, userId, orderId, 'cancelled', reason);

  return { board, detail, act, reject };
}
export type MerchantOrders = ReturnType<typeof createMerchantOrders>;
