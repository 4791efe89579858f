import { Hono } from 'hono';
import { z } from 'zod';
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
import { can } from '#domain/permissions.ts';
import {
  callerRoles,
  requestActor,
  type AppContext,
  type AppEnv,
  type Services,
} from '#server/http/context.ts';
import { jsonBody, queryOf } from '#server/http/validate.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';

/** Partner applications and partner shops: every route needs merchants:manage (admin). */
export function adminPartnerRoutes(services: Services) {
  const { review, shops } = services.partners;
  /** The permission first, then the actor of a change. */
  const manage = (c: AppContext) => {
    if (!can(callerRoles(c), 'merchants:manage')) throw forbidden();
    return requestActor(c, services.env.TRUST_PROXY, ['admin']);
  };
  const idOf = (c: AppContext, message: string) => {
    const parsed = z.uuid().safeParse(c.req.param('id'));
    if (!parsed.success) throw notFound(message);
    return parsed.data;
  };
  const applicationId = (c: AppContext) => idOf(c, PARTNER_MESSAGES.applicationNotFound);

  return new Hono<AppEnv>()
    .get('/partner-applications', async (c) => {
      manage(c);
      const answer: AdminPartnerApplicationList = await review.list(
        queryOf(c, PartnerApplicationListQuerySchema),
      );
      return c.json(answer);
    })
    .get('/partner-applications/:id', async (c) => {
      manage(c);
      const answer: AdminPartnerApplicationResponse = await review.one(applicationId(c));
      return c.json(answer);
    })
    .post('/partner-applications/:id/approve', async (c) => {
      const actor = manage(c);
      const answer: AdminPartnerApplicationResponse = await review.approve(actor, applicationId(c));
      return c.json(answer);
    })
    .post('/partner-applications/:id/reject', async (c) => {
      const actor = manage(c);
      const id = applicationId(c);
      const { reason } = await jsonBody(c, RejectApplicationSchema);
      const answer: AdminPartnerApplicationResponse = await review.reject(actor, id, reason);
      return c.json(answer);
    })
    .get('/partner-shops', async (c) => {
      manage(c);
      const answer: AdminPartnerShopList = await shops.list();
      return c.json(answer);
    })
    .patch('/partner-shops/:id', async (c) => {
      const actor = manage(c);
      const id = idOf(c, PARTNER_MESSAGES.shopNotFound);
      const patch = await jsonBody(c, PartnerShopUpdateSchema);
      const answer: AdminPartnerShopResponse = await shops.update(actor, id, patch);
      return c.json(answer);
    });
}
