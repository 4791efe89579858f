import { Hono } from 'hono';
import { z } from 'zod';
import {
  maskRecipient,
  OutboxQuerySchema,
  OutboxTestSchema,
  type OutboxTestResponse,
} from '#domain/admin/outbox.ts';
import { requestActor, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, parseWith, queryOf } from '#server/http/validate.ts';
import { AppError } from '#server/lib/errors.ts';

const IdParam = z.coerce.number({ error: 'Message not found' }).int().positive('Message not found');

/** `/api/admin/notifications`: the outbox for admins (notifications:manage): the list, a test message, a resend. */
export function adminOutboxRoutes({
  notifications: { outbox: outboxAdmin },
  users: { accounts: users },
  env,
}: Services) {
  return new Hono<AppEnv>()
    .use('*', requirePermission('notifications:manage'))
    .get('/', async (c) => c.json(await outboxAdmin.list(queryOf(c, OutboxQuerySchema))))
    .post('/test', async (c) => {
      const { channel } = await jsonBody(c, OutboxTestSchema);
      const who = requestActor(c, env.TRUST_PROXY);
      const me = await users.sessionUser(who.userId);
      const to = channel === 'email' ? me?.email : me?.phone;
      if (!to) throw new AppError(409, 'no_address', 'Add a phone number to your profile to get a test text');
      await outboxAdmin.sendTest(who, channel, to);
      const answer: OutboxTestResponse = { channel, recipient: maskRecipient(to) };
      return c.json(answer);
    })
    .post('/:id/resend', async (c) => {
      const id = parseWith(IdParam, c.req.param('id'));
      return c.json(await outboxAdmin.resend(requestActor(c, env.TRUST_PROXY), id));
    });
}
