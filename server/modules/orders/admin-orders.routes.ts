import { Hono } from 'hono';
import { z } from 'zod';
import {
  AdminCancelSchema,
  AdminNoteSchema,
  AdminStatusSchema,
  type AdminOrderResponse,
} from '#domain/admin/order-detail.ts';
import {
  AdminOrderFiltersSchema,
  AdminOrderListQuerySchema,
  type AdminOrderList,
} from '#domain/admin/order-list.ts';
import { can } from '#domain/permissions.ts';
import {
  callerRoles,
  requestActor,
  type AppContext,
  type AppEnv,
  type Services,
} from '#server/http/context.ts';
import { jsonBody, parseWith } from '#server/http/validate.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { CANCEL_REFUSED, STATUS_REFUSED } from '#server/modules/orders/staff-orders.service.ts';
import { ordersCsv } from './orders-csv.ts';

const STAFF = ['admin', 'support'] as const;

/** The query string as the filter schemas read it: `status` may repeat or be comma-separated, others once. */
function queryOf(c: AppContext) {
  const entries = Object.entries(c.req.queries()).map(([key, values]) => [
    key,
    key === 'status' ? values.flatMap((v) => v.split(',')).filter(Boolean) : values[0],
  ]);
  return Object.fromEntries(entries) as Record<string, unknown>;
}

const orderId = (raw: string) => {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw notFound('Order not found');
  return parsed.data;
};

function mayRead(c: AppContext) {
  if (!can(callerRoles(c), 'orders:read:any')) throw forbidden();
}

/** Orders: the list, one order, its CSV export, its actions and notes. */
export function adminOrdersRoutes({ orders, env }: Services) {
  const answer = (c: AppContext, order: AdminOrderResponse['order'], status: 200 | 201 = 200) =>
    c.json({ order } satisfies AdminOrderResponse, status);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      mayRead(c);
      const query = parseWith(AdminOrderListQuerySchema, queryOf(c));
      const page: AdminOrderList = await orders.staff.list(query);
      return c.json(page);
    })
    .get('/export.csv', (c) => {
      mayRead(c);
      const filters = parseWith(AdminOrderFiltersSchema, queryOf(c));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(ordersCsv(orders.staff.batches(filters)), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="orders-${day}.csv"`,
        'cache-control': 'no-store',
      });
    })
    .get('/:id', async (c) => {
      mayRead(c);
      return answer(c, await orders.staff.detail(orderId(c.req.param('id')), callerRoles(c)));
    })
    .post('/:id/status', async (c) => {
      const actor = requestActor(c, env.TRUST_PROXY, STAFF);
      const id = orderId(c.req.param('id'));
      const roles = callerRoles(c);
      if (!can(roles, 'orders:status:write')) throw forbidden(STATUS_REFUSED);
      const { to } = await jsonBody(c, AdminStatusSchema);
      return answer(c, await orders.staff.setStatus(actor, roles, id, to));
    })
    .post('/:id/cancel', async (c) => {
      const actor = requestActor(c, env.TRUST_PROXY, STAFF);
      const id = orderId(c.req.param('id'));
      const roles = callerRoles(c);
      if (!can(roles, 'orders:status:write')) throw forbidden(CANCEL_REFUSED);
      const { reason } = await jsonBody(c, AdminCancelSchema);
      return answer(c, await orders.staff.cancel(actor, roles, id, reason));
    })
    .post('/:id/notes', async (c) => {
      const actor = requestActor(c, env.TRUST_PROXY, STAFF);
      const id = orderId(c.req.param('id'));
      const { text } = await jsonBody(c, AdminNoteSchema);
      return answer(c, await orders.staff.addNote(actor, callerRoles(c), id, text), 201);
    });
}
