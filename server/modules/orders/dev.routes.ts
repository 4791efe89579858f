import { Hono } from 'hono';
import { z } from 'zod';
import type {
  AdvanceOrderResponse,
  LatestMessageResponse,
  RoundTripsResponse,
} from '#domain/orders/dev-response.ts';
import { ORDER_STATUSES } from '#domain/orders/status.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { devTokenGuard } from '#server/http/middleware/dev-token.ts';
import { notFound } from '#server/lib/errors.ts';
import { jsonBody } from '#server/http/validate.ts';

const REFERENCE = /^[A-Za-z0-9-]{1,40}$/;
const AdvanceSchema = z.strictObject({ to: z.enum(ORDER_STATUSES).optional() });

/**
 * Operator tools for trying the store before the courier and admin apps exist. Mounted only when
 * DEV_TOOLS is on (never by default in production) and guarded by the DEV_TOKEN secret, which the
 * server writes to DATA_DIR/dev-token for `npm run order:advance`.
 */
export function devRoutes({ orders, env, database, notifications: { outbox: outboxAdmin } }: Services) {
  return (
    new Hono<AppEnv>()
      .use(devTokenGuard(env.DEV_TOKEN))
      .post('/orders/:reference/advance', async (c) => {
        const { to } = await jsonBody(c, AdvanceSchema);
        const reference = c.req.param('reference');
        if (!REFERENCE.test(reference)) throw notFound('Order not found');
        let order = await orders.advance(reference);
        while (to && order.status !== to && !['delivered', 'cancelled', 'returned'].includes(order.status)) {
          order = await orders.advance(reference);
        }
        const answer: AdvanceOrderResponse = {
          order: { orderNumber: order.orderNumber, status: order.status },
        };
        return c.json(answer);
      })
      // The newest message to an address, in full: the e2e tests follow a link from an e-mail.
      .get('/outbox/latest', async (c) => {
        const message = await outboxAdmin.latest(c.req.query('to') ?? '');
        if (!message) throw notFound('No message to this address');
        const answer: LatestMessageResponse = message;
        return c.json(answer);
      })
      // Statements sent to the database since start; null unless DB_COUNT_ROUND_TRIPS is on.
      .get('/db/round-trips', (c) => {
        const answer: RoundTripsResponse = { roundTrips: database.roundTrips?.() ?? null };
        return c.json(answer);
      })
  );
}
