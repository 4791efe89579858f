import { Hono } from 'hono';
import { RejectApplicationSchema } from '#domain/admin/couriers-schemas.ts';
import {
  PartnerApplicationListQuerySchema,
  PartnerShopUpdateSchema,
  type AdminPartnerApplicationList,
  type AdminPartnerApplicationResponse,
  type AdminPartnerShopList,
  type AdminPartnerShopResponse,
} from '#domain/admin/partners.ts';
import { PARTNER_MESSAGES } from '#domain/merchant/partner-schemas.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';

/** Partner applications and partner shops: every route needs merchants:manage (admin). */
export function adminPartnerRoutes(services: Services) {
  const { review, shops } = services.merchants.partners;
  const manage = requirePermission('merchants:manage');
  const actorOf = (c: AppContext) => requestActor(c, services.env.TRUST_PROXY, ['admin']);
  const applicationId = (c: AppContext) => uuidParam(c, 'id', PARTNER_MESSAGES.applicationNotFound);

  return new Hono<AppEnv>()
    .get('/partner-applications', manage, async (c) => {
      const answer: AdminPartnerApplicationList = await review.list(
        queryOf(c, PartnerApplicationListQuerySchema),
      );
      return c.json(answer);
    })
    .get('/partner-applications/:id', manage, async (c) => {
      const answer: AdminPartnerApplicationResponse = await review.one(applicationId(c));
      return c.json(answer);
    })
    .post('/partner-applications/:id/approve', manage, async (c) => {
      const actor = actorOf(c);
      const answer: AdminPartnerApplicationResponse = await review.approve(actor, applicationId(c));
      return c.json(answer);
    })
    .post('/partner-applications/:id/reject', manage, async (c) => {
      const actor = actorOf(c);
      const id = applicationId(c);
      const { reason } = await jsonBody(c, RejectApplicationSchema);
      const answer: AdminPartnerApplicationResponse = await review.reject(actor, id, reason);
      return c.json(answer);
    })
    .get('/partner-shops', manage, async (c) => {
      const answer: AdminPartnerShopList = await shops.list();
      return c.json(answer);
    })
    .patch('/partner-shops/:id', manage, async (c) => {
      const actor = actorOf(c);
      const id = uuidParam(c, 'id', PARTNER_MESSAGES.shopNotFound);
      const patch = await jsonBody(c, PartnerShopUpdateSchema);
      const answer: AdminPartnerShopResponse = await shops.update(actor, id, patch);
      return c.json(answer);
    });
}
