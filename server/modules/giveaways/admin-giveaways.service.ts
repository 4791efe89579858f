import { GIVEAWAY_END_MESSAGES } from '#domain/giveaways/admin-entrants.ts';
import {
  GIVEAWAY_ADMIN_MESSAGES as M,
  type AdminGiveaway,
  type GiveawayInput,
} from '#domain/giveaways/admin-schemas.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { createAdminEntrants } from './admin-entrants.service.ts';
import { giveawayAnalytics } from './admin-giveaway-analytics.queries.ts';
import {
  endGiveawayAt,
  hasEntries,
  insertGiveaway,
  lockGiveaway,
  setGiveawayActive,
  updateGiveaway,
} from './admin-giveaways.repo.ts';
import { newSeed } from './commitment.ts';
import { allGiveaways, giveawayById, toAdminGiveaway } from './giveaways.queries.ts';

export interface AdminGiveawaysDeps {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
  now: () => Date;
}

/** What the audit log keeps of a giveaway: its terms and switch (never the seed), not its live counts. */
const snapshot = (g: AdminGiveaway) => {
  const { entrants: _e, totalEntries: _t, status: _s, createdAt: _c, updatedAt: _u, ...rest } = g;
  return rest;
};

/** The giveaway admin: list, create, edit, switch, end now, analytics; entrants in admin-entrants.service.ts. */
export function createAdminGiveaways(deps: AdminGiveawaysDeps) {
  const { db, bus, now } = deps;

  async function view(tx: DbOrTx, id: string): Promise<AdminGiveaway> {
    const record = await giveawayById(tx, id);
    if (!record) throw notFound(GIVEAWAY_MESSAGES.notFound);
    return toAdminGiveaway(record, now());
  }

  /** Locks the giveaway (so no entry, draw or other edit runs beside the change) and answers it as it stands. */
  async function locked(tx: DbOrTx, id: string): Promise<AdminGiveaway> {
    if (!(await lockGiveaway(tx, id))) throw notFound(GIVEAWAY_MESSAGES.notFound);
    const before = await view(tx, id);
    if (before.drawnAt) throw conflict('giveaway_drawn', M.afterDraw);
    return before;
  }

  const changed = async (...slugs: string[]) => {
    const at = now().toISOString();
    for (const slug of new Set(slugs))
      await bus.publish(GIVEAWAYS_TOPIC, { kind: 'giveaway.changed', slug, at });
  };

  /** A slug clash becomes the form's message on the address field. */
  async function writing<T>(slug: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = M.slugTaken(slug);
      throw new AppError(409, 'giveaway_slug_taken', message, { slug: message });
    }
  }

  async function audited(
    tx: DbOrTx,
    actor: Actor,
    action: string,
    id: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ) {
    await recordAudit(tx, {
      ...auditOrigin(actor),
      action,
      targetType: 'giveaway',
      targetId: id,
      before,
      after,
    });
  }

  async function list(): Promise<AdminGiveaway[]> {
    const at = now();
    return (await allGiveaways(db)).map((r) => toAdminGiveaway(r, at));
  }

  async function one(id: string) {
    const giveaway = await view(db, id);
    return { giveaway, datesLocked: await hasEntries(db, id) };
  }

  async function create(actor: Actor, input: GiveawayInput): Promise<AdminGiveaway> {
    const saved = await writing(input.slug, () =>
      db.transaction(async (tx) => {
        const id = await insertGiveaway(tx, input, newSeed());
        const after = await view(tx, id);
        await audited(tx, actor, 'giveaway.created', id, null, snapshot(after));
        return after;
      }),
    );
    await changed(saved.slug);
    return saved;
  }

  async function update(actor: Actor, id: string, input: GiveawayInput): Promise<AdminGiveaway> {
    const { before, after } = await writing(input.slug, () =>
      db.transaction(async (tx) => {
        const before = await locked(tx, id);
        const moved = Date.parse(input.startsAt) !== Date.parse(before.startsAt);
        const endMoved = Date.parse(input.endsAt) !== Date.parse(before.endsAt);
        // An ended giveaway's entries are final: moving its dates would re-open it or change who could enter.
        if ((moved || endMoved) && Date.parse(before.endsAt) <= now().getTime()) {
          const field = endMoved ? 'endsAt' : 'startsAt';
          throw new AppError(409, 'giveaway_ended', M.endedDatesLocked, { [field]: M.endedDatesLocked });
        }
        const renamed = input.slug !== before.slug;
        if ((moved || renamed) && (await hasEntries(tx, id))) {
          if (moved)
            throw new AppError(409, 'giveaway_dates_locked', M.datesLocked, { startsAt: M.datesLocked });
          throw new AppError(409, 'giveaway_slug_locked', M.slugLocked, { slug: M.slugLocked });
        }
        await updateGiveaway(tx, id, input, now());
        const after = await view(tx, id);
        await audited(tx, actor, 'giveaway.updated', id, snapshot(before), snapshot(after));
        return { before, after };
      }),
    );
    await changed(before.slug, after.slug);
    return after;
  }

  async function setActive(actor: Actor, id: string, active: boolean): Promise<AdminGiveaway> {
    const after = await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      await setGiveawayActive(tx, id, active, now());
      await audited(
        tx,
        actor,
        active ? 'giveaway.activated' : 'giveaway.deactivated',
        id,
        { active: before.active },
        { active },
      );
      return view(tx, id);
    });
    await changed(after.slug);
    return after;
  }

  /** Ends a live giveaway now (an admin closing a test giveaway); the draw can follow. */
  async function end(actor: Actor, id: string): Promise<AdminGiveaway> {
    const after = await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      const at = now();
      if (Date.parse(before.endsAt) <= at.getTime()) {
        throw conflict('giveaway_ended', GIVEAWAY_END_MESSAGES.alreadyEnded);
      }
      if (Date.parse(before.startsAt) >= at.getTime()) {
        throw conflict('giveaway_not_started', GIVEAWAY_END_MESSAGES.notStarted);
      }
      await endGiveawayAt(tx, id, at);
      await audited(tx, actor, 'giveaway.ended', id, { endsAt: before.endsAt }, { endsAt: at.toISOString() });
      return view(tx, id);
    });
    await changed(after.slug);
    return after;
  }

  async function analytics(id: string) {
    const record = await giveawayById(db, id);
    if (!record) throw notFound(GIVEAWAY_MESSAGES.notFound);
    return giveawayAnalytics(db, record.giveaway, now());
  }

  return { list, one, create, update, setActive, end, analytics, entrants: createAdminEntrants(deps) };
}
export type AdminGiveaways = ReturnType<typeof createAdminGiveaways>;
