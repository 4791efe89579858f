import { Hono } from 'hono';
import { actingRole, type Actor } from '#server/lib/actor.ts';
import { callerRoles, clientIp, requireUserId, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import type { Limit } from '#server/modules/ratelimit/ratelimit.service.ts';

/** Opening and answering links; a token is 256 bits, so this only keeps the endpoints from being hammered. */
export const INVITATION_LINK_LIMIT: Limit = { name: 'staff-invitation-ip', max: 30, windowMs: 15 * 60_000 };

/** `/api/staff-invitations/:token`: the invitee sees a shop's invitation and, signed in as its address, answers it. */
export function staffInvitationRoutes({ merchants: { staff: shopStaff }, rateLimiter, env }: Services) {
  const limit = (c: AppContext) => rateLimiter.consume(INVITATION_LINK_LIMIT, clientIp(c, env.TRUST_PROXY));
  /** The invitee as the audit records them; an account left with no role (a removed staff member) acts as customer. */
  const invitee = (c: AppContext): Actor => ({
    userId: requireUserId(c),
    role: actingRole(callerRoles(c)) ?? 'customer',
    ip: clientIp(c, env.TRUST_PROXY),
    userAgent: c.req.header('user-agent') ?? null,
    requestId: c.get('requestId'),
  });
  return new Hono<AppEnv>()
    .get('/:token', async (c) => {
      await limit(c);
      return c.json(await shopStaff.view(c.req.param('token')));
    })
    .post('/:token/accept', async (c) => {
      const actor = invitee(c);
      await limit(c);
      return c.json(await shopStaff.accept(c.req.param('token'), actor));
    })
    .post('/:token/decline', async (c) => {
      const actor = invitee(c);
      await limit(c);
      return c.json(await shopStaff.decline(c.req.param('token'), actor));
    });
}
