import { Hono } from 'hono';
import {
  AdminCancelSchema,
  AdminNoteSchema,
  AdminStatusSchema,
  CourierNoteSchema,
  type AdminOrderResponse,
} from '#domain/admin/order-detail.ts';
import {
  AdminOrderFiltersSchema,
  AdminOrderListQuerySchema,
  type AdminOrderList,
} from '#domain/admin/order-list.ts';
import { callerRoles, requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, parseWith, uuidParam } from '#server/http/validate.ts';
import { CANCEL_REFUSED, STATUS_REFUSED } from './staff-orders.service.ts';
import { ordersCsv } from './orders-csv.ts';
import { COURIER_NOTE_REFUSED } from './courier-note.service.ts';

const STAFF = ['admin', 'support'] as const;

/** The query string as the filter schemas read it: `status` may repeat or be comma-separated, others once. */
function queryOf(c: AppContext) {
  const entries = Object.entries(c.req.queries()).map(([key, values]) => [
    key,
    key === 'status' ? values.flatMap((v) => v.split(',')).filter(Boolean) : values[0],
  ]);
  return Object.fromEntries(entries) as Record<string, unknown>;
}

const orderId = (c: AppContext) => uuidParam(c, 'id', 'Order not found');
const mayRead = requirePermission('orders:read:any');

/** Orders: the list, one order, its CSV export, its actions and notes. */
export function adminOrdersRoutes({ orders, env }: Services) {
  const answer = (c: AppContext, order: AdminOrderResponse['order'], status: 200 | 201 = 200) =>
    c.json({ order } satisfies AdminOrderResponse, status);
  return new Hono<AppEnv>()
    .get('/', mayRead, async (c) => {
      const query = parseWith(AdminOrderListQuerySchema, queryOf(c));
      const page: AdminOrderList = await orders.staff.list(query);
      return c.json(page);
    })
    .get('/export.csv', mayRead, (c) => {
      const filters = parseWith(AdminOrderFiltersSchema, queryOf(c));
      const day = new Date().toISOString().slice(0, 10);
      return csvResponse(c, `orders-${day}.csv`, ordersCsv(orders.staff.batches(filters)));
    })
    .get('/:id', mayRead, async (c) => answer(c, await orders.staff.detail(orderId(c), callerRoles(c))))
    .post('/:id/status', requirePermission('orders:status:write').refusing(STATUS_REFUSED), async (c) => {
      const actor = requestActor(c, env.TRUST_PROXY, STAFF);
      const id = orderId(c);
      const { to } = await jsonBody(c, AdminStatusSchema);
      return answer(c, await orders.staff.setStatus(actor, callerRoles(c), id, to));
    })
    .post('/:id/cancel', requirePermission('orders:status:write').refusing(CANCEL_REFUSED), async (c) => {
      const actor = requestActor(c, env.TRUST_PROXY, STAFF);
      const id = orderId(c);
      const { reason } = await jsonBody(c, AdminCancelSchema);
      return answer(c, await orders.staff.cancel(actor, callerRoles(c), id, reason));
    })
    .post('/:id/notes', async (c) => {
      const actor = requestActor(c, env.TRUST_PROXY, STAFF);
      const id = orderId(c);
      const { text } = await jsonBody(c, AdminNoteSchema);
      return answer(c, await orders.staff.addNote(actor, callerRoles(c), id, text), 201);
    })
    .put(
      '/:id/courier-note',
      requirePermission('orders:notes:add').refusing(COURIER_NOTE_REFUSED),
      async (c) => {
        const actor = requestActor(c, env.TRUST_PROXY, STAFF);
        const id = orderId(c);
        const { text } = await jsonBody(c, CourierNoteSchema);
        return answer(c, await orders.courierNote.set(actor, callerRoles(c), id, text));
      },
    );
}
