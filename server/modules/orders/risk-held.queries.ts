import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { merchants } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/orders.ts';
import { heldCondition } from './staff-orders.queries.ts';

// The risk review queue: held orders, oldest first, with their shop. Reads only, by orders_held_created_idx.

export function heldOrders(db: DbOrTx, limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      heldAt: orders.heldAt,
      status: orders.status,
      userId: orders.userId,
      customerName: orders.customerName,
      email: orders.email,
      borough: orders.borough,
      shopName: merchants.name,
      totalCents: orders.totalCents,
      riskScore: orders.riskScore,
      riskReasons: orders.riskReasons,
    })
    .from(orders)
    .leftJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(heldCondition)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}
