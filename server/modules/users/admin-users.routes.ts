import { Hono } from 'hono';
import { DeviceIdSchema } from '#domain/account/track-access.ts';
import {
  AdminUserListQuerySchema,
  BlockUserSchema,
  USER_ACTION_MESSAGES,
  type AdminUserDetail,
  type AdminUserPage,
} from '#domain/admin/users.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, parseWith } from '#server/http/validate.ts';
import { notFound } from '#server/lib/errors.ts';

const STAFF = ['admin', 'support'] as const;

const read = requirePermission('users:read');
const block = requirePermission('users:block');
const manage = requirePermission('users:manage');
const userId = (c: AppContext) => {
  const id = c.req.param('id') ?? '';
  if (id.length === 0 || id.length > 100) throw notFound(USER_ACTION_MESSAGES.notFound);
  return id;
};
const deviceId = (c: AppContext) => {
  const parsed = DeviceIdSchema.safeParse(c.req.param('deviceId'));
  if (!parsed.success) throw notFound(USER_ACTION_MESSAGES.deviceNotFound);
  return parsed.data;
};

/** People → users: the list, one user in full, and the admin's actions (users:block, users:manage). */
export function adminUsersRoutes({ users: { accounts: users }, env }: Services) {
  const { staff } = users;
  const actor = (c: AppContext) => requestActor(c, env.TRUST_PROXY, STAFF);
  const answer = (c: AppContext, detail: AdminUserDetail) => c.json(detail);
  return new Hono<AppEnv>()
    .get('/', read, async (c) => {
      const page: AdminUserPage = await staff.list(parseWith(AdminUserListQuerySchema, c.req.query()));
      return c.json(page);
    })
    .get('/:id', read, async (c) => {
      return answer(c, await staff.detail(userId(c)));
    })
    .post('/:id/block', block, async (c) => {
      const { reason } = await jsonBody(c, BlockUserSchema);
      return answer(c, await staff.block(userId(c), reason, actor(c)));
    })
    .post('/:id/unblock', block, async (c) => {
      return answer(c, await staff.unblock(userId(c), actor(c)));
    })
    .put('/:id/roles/support', manage, async (c) => {
      return answer(c, await staff.setSupport(userId(c), true, actor(c)));
    })
    .delete('/:id/roles/support', manage, async (c) => {
      return answer(c, await staff.setSupport(userId(c), false, actor(c)));
    })
    .post('/:id/sign-out-everywhere', manage, async (c) => {
      return answer(c, await staff.signOutEverywhere(userId(c), actor(c)));
    })
    .post('/:id/devices/:deviceId/block', manage, async (c) => {
      return answer(c, await staff.setDeviceBlocked(userId(c), deviceId(c), true, actor(c)));
    })
    .post('/:id/devices/:deviceId/unblock', manage, async (c) => {
      return answer(c, await staff.setDeviceBlocked(userId(c), deviceId(c), false, actor(c)));
    });
}
