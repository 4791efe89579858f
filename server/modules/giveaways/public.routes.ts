import { Hono } from 'hono';
import { DEVICE_ID_HEADER } from '#domain/account/device.ts';
import {
  EnterGiveawaySchema,
  GIVEAWAY_MESSAGES,
  ShareEventSchema,
  type GiveawayResponseSchema,
  type LiveGiveawayResponseSchema,
  type EnterResponseSchema,
  type MyEntriesResponseSchema,
  type MyEntryResponseSchema,
} from '#domain/giveaways/schemas.ts';
import type { z } from 'zod';
import type { GiveawayListResponse } from '#domain/giveaways/public-schemas.ts';
import { mayEnter, STAFF_EXCLUDED_MESSAGE } from '#domain/giveaways/eligibility.ts';
import type { MiddlewareHandler } from 'hono';
import { callerRoles, clientIp, requireUserId, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody } from '#server/http/validate.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { Limit } from '#server/modules/ratelimit/ratelimit.service.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DEVICE = /^[A-Za-z0-9_-]{8,100}$/;

/** Entering writes several rows and events: more than this per account is a script, not a person. */
export const ENTER_LIMIT: Limit = { name: 'giveaway-enter-user', max: 10, windowMs: 15 * 60_000 };
export const SHARE_LIMIT: Limit = { name: 'giveaway-share-user', max: 60, windowMs: 60 * 60_000 };

/**
 * Entering is for customers; the store's people (couriers, shop staff, support, admins) are excluded by the official
 * rules even when their account also holds the customer role: 401 anonymous, 403 otherwise.
 */
const customersOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUserId(c);
  if (!mayEnter(callerRoles(c))) throw forbidden(STAFF_EXCLUDED_MESSAGE);
  return next();
};

const slugOf = (raw: string) => {
  if (!SLUG.test(raw) || raw.length > 60) throw notFound(GIVEAWAY_MESSAGES.notFound);
  return raw;
};

/** `/api/giveaways/...`: the live giveaway, one giveaway's page, the caller's entry, entering, sharing. */
export function publicGiveawayRoutes({
  env,
  giveaways: { entries: giveawayEntries },
  rateLimiter,
}: Services) {
  const customer = customersOnly;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const answer: GiveawayListResponse = { giveaways: await giveawayEntries.list() };
      return c.json(answer);
    })
    .get('/live', async (c) => {
      const answer: z.infer<typeof LiveGiveawayResponseSchema> = { giveaway: await giveawayEntries.live() };
      return c.json(answer);
    })
    .get('/:slug', async (c) => {
      const answer: z.infer<typeof GiveawayResponseSchema> = {
        giveaway: await giveawayEntries.bySlug(slugOf(c.req.param('slug'))),
      };
      return c.json(answer);
    })
    .get('/:slug/me', async (c) => {
      const userId = requireUserId(c);
      const answer: z.infer<typeof MyEntryResponseSchema> = {
        entry: await giveawayEntries.mine(userId, slugOf(c.req.param('slug'))),
      };
      return c.json(answer);
    })
    .post('/:slug/enter', customer, async (c) => {
      const userId = requireUserId(c);
      const slug = slugOf(c.req.param('slug'));
      const input = await jsonBody(c, EnterGiveawaySchema);
      await rateLimiter.consume(ENTER_LIMIT, userId);
      const header = c.req.header(DEVICE_ID_HEADER) ?? input.deviceId ?? null;
      const deviceId = header && DEVICE.test(header) ? header : null;
      const answer: z.infer<typeof EnterResponseSchema> = await giveawayEntries.enter(userId, slug, input, {
        deviceId,
        ip: clientIp(c, env.TRUST_PROXY),
      });
      return c.json(answer, 201);
    })
    .post('/:slug/free-entry', customer, async (c) => {
      const userId = requireUserId(c);
      const answer: z.infer<typeof MyEntryResponseSchema> = {
        entry: await giveawayEntries.freeEntry(userId, slugOf(c.req.param('slug'))),
      };
      return c.json(answer, 201);
    })
    .post('/:slug/share', customer, async (c) => {
      const userId = requireUserId(c);
      const slug = slugOf(c.req.param('slug'));
      const { method } = await jsonBody(c, ShareEventSchema);
      await rateLimiter.consume(SHARE_LIMIT, userId);
      await giveawayEntries.share(userId, slug, method);
      return c.body(null, 204);
    });
}

/** `/api/account/giveaway-entries`: every giveaway the caller entered, with the result once drawn. */
export function myGiveawayEntriesRoutes({ giveaways: { entries: giveawayEntries } }: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const answer: z.infer<typeof MyEntriesResponseSchema> = {
      entries: await giveawayEntries.myEntries(requireUserId(c)),
    };
    return c.json(answer);
  });
}
