import { nyDay } from '#domain/time/ny-format.ts';
import {
  GIVEAWAY_MESSAGES,
  type EnterGiveaway,
  type MyGiveawayEntry,
  type PublicGiveaway,
} from '#domain/giveaways/schemas.ts';
import { creditable } from '#domain/giveaways/rules.ts';
import {
  accountTopic,
  ADMIN_ORDERS_TOPIC,
  ADMIN_USERS_TOPIC,
  GIVEAWAYS_TOPIC,
  STAFF_GIVEAWAYS_TOPIC,
} from '#domain/realtime.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import type { Logger } from '#server/log.ts';
import type { AnalyticsService } from '#server/modules/analytics/analytics.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { EventBus, Published } from '#server/realtime/bus.ts';
import { enterGiveaway, type EntryClient } from './enter-giveaway.ts';
import {
  entrantOf,
  entrantsOfUser,
  entrantTotals,
  hasFreeEntryOn,
  type EntrantRow,
} from './entrants.repo.ts';
import { orderCustomer } from './entrants.queries.ts';
import { creditEntry, creditOrders, giveawaysWithOrderBonusFor, lockEntrant } from './entries.repo.ts';
import { toMyEntry } from './entry-view.ts';
import {
  allGiveaways,
  giveawayById,
  giveawayBySlug,
  toPublicGiveaway,
  uncreditedOrders,
  type GiveawayRecord,
} from './giveaways.queries.ts';
import { createLiveCache } from './live-cache.ts';
import { pendingReferralsOf } from './referrals.repo.ts';
import { settleReferral } from './settle-referral.ts';

export interface GiveawayEntriesDeps {
  db: Db;
  bus: EventBus;
  log: Pick<Logger, 'warn'>;
  settings: Pick<SettingsService, 'load'>;
  analytics: Pick<AnalyticsService, 'record'>;
  now: () => Date;
}

const notEntered = () => conflict('not_entered', GIVEAWAY_MESSAGES.notEntered);

/** The customer side of giveaways: the live one, a giveaway's page, entering, the free entry, shares, My Entries. */
export function createGiveawayEntries({ db, bus, log, settings, analytics, now }: GiveawayEntriesDeps) {
  const liveCache = createLiveCache(db, bus, now);
  const switchedOn = async () => (await settings.load()).features.giveaway;

  /** A giveaway the storefront shows: the switch on, and active now or drawn (ended ones show their result). */
  async function shown(slug: string): Promise<GiveawayRecord> {
    if (!(await switchedOn())) throw notFound(GIVEAWAY_MESSAGES.switchedOff);
    const record = await giveawayBySlug(db, slug);
    if (!record || (!record.giveaway.active && !record.drawnAt)) throw notFound(GIVEAWAY_MESSAGES.notFound);
    return record;
  }

  async function entered(record: GiveawayRecord, userId: string): Promise<EntrantRow> {
    const entrant = await entrantOf(db, record.giveaway.id, userId);
    if (!entrant) throw notEntered();
    return entrant;
  }

  async function view(record: GiveawayRecord, entrant: EntrantRow): Promise<MyGiveawayEntry> {
    const t = now();
    const totals = await entrantTotals(db, [entrant.id], nyDay(t));
    return toMyEntry(record, entrant, totals.get(entrant.id)!, t);
  }

  async function publish(record: GiveawayRecord, userIds: readonly string[]) {
    const at = now().toISOString();
    const giveawayId = record.giveaway.id;
    const items: Published[] = [
      { topic: STAFF_GIVEAWAYS_TOPIC, event: { kind: 'giveaway.entries', giveawayId, at } },
      { topic: GIVEAWAYS_TOPIC, event: { kind: 'giveaway.changed', slug: record.giveaway.slug, at } },
      ...userIds.map((id): Published => ({
        topic: accountTopic(id),
        event: { kind: 'giveaway.mine', giveawayId, at },
      })),
    ];
    liveCache.drop();
    await bus.publishAll(items);
  }

  /** Delivered orders of the giveaway's dates not credited yet; answers whether any entries came in. */
  async function creditDelivered(record: GiveawayRecord, only: { entrantId: string; orderId?: string }) {
    if (record.drawnAt || record.giveaway.orderEntries <= 0) return false;
    const credited = await db.transaction(async (tx) => {
      const pending = await uncreditedOrders(tx, record.giveaway, only);
      return pending.length > 0 ? creditOrders(tx, record.giveaway, pending) : [];
    });
    return credited.length > 0;
  }

  async function track(
    userId: string,
    name: 'giveaway_entry' | 'giveaway_share',
    g: GiveawayRecord,
    extra: Record<string, string | boolean>,
  ) {
    await analytics
      .record(userId, [
        {
          name,
          properties: { giveawayId: g.giveaway.id, slug: g.giveaway.slug, ...extra },
          timestamp: now().toISOString(),
          pageUrl: `/giveaway/${g.giveaway.slug}`,
        },
      ])
      .catch((error: unknown) => log.warn('giveaway event not recorded', { error: String(error) }));
  }

  /** Order bonus on delivery: every process hears the event; the unique index credits each order once. */
  async function onDelivered(orderId: string) {
    const userId = await orderCustomer(db, orderId);
    if (!userId) return;
    for (const { giveaway, entrantId } of await giveawaysWithOrderBonusFor(db, userId)) {
      const current = await giveawayById(db, giveaway.id);
      if (current && (await creditDelivered(current, { entrantId, orderId })))
        await publish(current, [userId]);
    }
  }
  bus.subscribe(ADMIN_ORDERS_TOPIC, (event) => {
    if (event.kind !== 'order.status' || event.status !== 'delivered') return;
    onDelivered(event.orderId).catch((error: unknown) =>
      log.warn('giveaway order bonus failed', { orderId: event.orderId, error: String(error) }),
    );
  });

  /** Re-checks the user's referrals waiting for their e-mail; a no-op unless they confirmed it since. */
  async function onUserChanged(userId: string) {
    for (const referral of await pendingReferralsOf(db, userId)) {
      const settled = await db.transaction(async (tx) => {
        const current = await giveawayById(tx, referral.giveawayId);
        if (!current || current.drawnAt) return null;
        const done = await settleReferral(tx, current.giveaway, referral, now());
        return done && { done, current };
      });
      if (settled) await publish(settled.current, [settled.done.referrerUserId]);
    }
  }
  // The users module announces a confirmed e-mail as `user.changed`; every process hears it, the row locks and the
  // status guard settle each referral once.
  bus.subscribe(ADMIN_USERS_TOPIC, (event) => {
    if (event.kind !== 'user.changed') return;
    onUserChanged(event.userId).catch((error: unknown) =>
      log.warn('giveaway referral check failed', { userId: event.userId, error: String(error) }),
    );
  });

  return {
    async live(): Promise<PublicGiveaway | null> {
      if (!(await switchedOn())) return null;
      const found = await liveCache.load();
      return found ? toPublicGiveaway(found, now()) : null;
    },

    /** The giveaways the storefront shows, for the rules index. */
    async list(): Promise<PublicGiveaway[]> {
      if (!(await switchedOn())) throw notFound(GIVEAWAY_MESSAGES.switchedOff);
      const t = now();
      return (await allGiveaways(db))
        .filter((r) => r.giveaway.active || r.drawnAt)
        .map((r) => toPublicGiveaway(r, t));
    },

    async bySlug(slug: string): Promise<PublicGiveaway> {
      return toPublicGiveaway(await shown(slug), now());
    },

    /** The caller's entry in one giveaway, their delivered orders credited first. */
    async mine(userId: string, slug: string): Promise<MyGiveawayEntry | null> {
      const found = await shown(slug);
      const entrant = await entrantOf(db, found.giveaway.id, userId);
      if (!entrant) return null;
      if (!entrant.disqualifiedAt && (await creditDelivered(found, { entrantId: entrant.id }))) {
        await publish(found, []);
      }
      return view(found, entrant);
    },

    /** Every giveaway the caller entered, newest first, with the result once drawn. */
    async myEntries(userId: string): Promise<MyGiveawayEntry[]> {
      const entrants = await entrantsOfUser(db, userId);
      const t = now();
      const totals = await entrantTotals(
        db,
        entrants.map((e) => e.id),
        nyDay(t),
      );
      const out: MyGiveawayEntry[] = [];
      for (const entrant of entrants) {
        const found = await giveawayById(db, entrant.giveawayId);
        if (found) out.push(toMyEntry(found, entrant, totals.get(entrant.id)!, t));
      }
      return out;
    },

    async enter(userId: string, slug: string, input: EnterGiveaway, from: EntryClient) {
      const found = await shown(slug);
      const t = now();
      if (toPublicGiveaway(found, t).status !== 'live') throw conflict('not_live', GIVEAWAY_MESSAGES.notLive);
      const done = await enterGiveaway(db, found.giveaway, userId, input, from, t);
      const after = (await giveawayById(db, found.giveaway.id)) ?? found;
      await publish(after, [userId, ...(done.referrerUserId ? [done.referrerUserId] : [])]);
      await track(userId, 'giveaway_entry', after, { referred: done.referrerUserId !== null });
      return { entry: await view(after, done.entrant), referral: done.referral };
    },

    /** The free alternative method of entry (no purchase): the order bonus, once per New York day. */
    async freeEntry(userId: string, slug: string): Promise<MyGiveawayEntry> {
      const found = await shown(slug);
      const g = found.giveaway;
      const t = now();
      if (toPublicGiveaway(found, t).status !== 'live') throw conflict('not_live', GIVEAWAY_MESSAGES.notLive);
      const entrant = await entered(found, userId);
      if (entrant.disqualifiedAt) throw conflict('disqualified', GIVEAWAY_MESSAGES.disqualified);
      if (g.orderEntries <= 0) throw conflict('no_free_entry', GIVEAWAY_MESSAGES.noFreeEntry);
      const today = nyDay(t);
      await db.transaction(async (tx) => {
        const held = await lockEntrant(tx, entrant.id);
        if (await hasFreeEntryOn(tx, entrant.id, today)) {
          throw conflict('free_entry_today', GIVEAWAY_MESSAGES.freeEntryToday);
        }
        if (creditable(held, g.orderEntries, g.perPersonLimit) === 0) {
          throw conflict('limit_reached', GIVEAWAY_MESSAGES.limitReached(g.perPersonLimit));
        }
        const got = await creditEntry(tx, g, entrant.id, held, {
          source: 'free_alternative',
          entries: g.orderEntries,
          nyDay: today,
        });
        if (got === 0) throw conflict('free_entry_today', GIVEAWAY_MESSAGES.freeEntryToday);
      });
      const after = (await giveawayById(db, g.id)) ?? found;
      await publish(after, [userId]);
      return view(after, entrant);
    },

    /** A share of the caller's link, for the share-to-entry rate. */
    async share(userId: string, slug: string, method: 'copy' | 'native') {
      const found = await shown(slug);
      await entered(found, userId);
      await track(userId, 'giveaway_share', found, { method });
    },
  };
}

export type GiveawayEntries = ReturnType<typeof createGiveawayEntries>;
