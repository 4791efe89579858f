import { cellsOf, csvLines, headerOf, type CsvCell, type CsvColumns } from '#server/lib/csv.ts';
import {
  ENTRANTS_PAGE_SIZE,
  type AdminEntrantPage,
  type AdminEntrantRow,
  type EntrantListQuery,
  type ReferralDecision,
} from '#domain/giveaways/admin-entrants.ts';
import { GIVEAWAY_ADMIN_MESSAGES as M } from '#domain/giveaways/admin-schemas.ts';
import { accountTopic, STAFF_GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import type { Db } from '#server/db/client.ts';
import { pageByInstant } from '#server/db/keyset.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { entrantPage, entrantRow, type EntrantPageKey } from './admin-entrants.queries.ts';
import { disqualifyEntrant, lockEntrantRow, lockGiveaway } from './admin-giveaways.repo.ts';
import { giveawayById } from './giveaways.queries.ts';
import { decideHeldReferral } from './referral-review.ts';

const CSV_MAX_ROWS = 100_000;
const CSV_BATCH = 1000;

const CSV_COLUMNS: CsvColumns<AdminEntrantRow> = [
  ['entrant_id', (r) => r.id],
  ['giveaway', (r) => r.giveawayTitle],
  ['name', (r) => r.name],
  ['email', (r) => r.email],
  ['entries_entering', (r) => r.entries.entry],
  ['entries_referral', (r) => r.entries.referral],
  ['entries_order', (r) => r.entries.order],
  ['entries_free_alternative', (r) => r.entries.free_alternative],
  ['entries_total', (r) => r.entries.total],
  ['referrals_made', (r) => r.referralsMade],
  ['referred_by', (r) => r.referredBy?.email ?? ''],
  ['referral_status', (r) => r.referral?.status ?? ''],
  ['referral_reason', (r) => r.referral?.reason ?? ''],
  ['entered_at', (r) => r.enteredAt],
  ['device', (r) => r.deviceId ?? ''],
  ['disqualified_at', (r) => r.disqualified?.at ?? ''],
  ['disqualified_reason', (r) => r.disqualified?.reason ?? ''],
  ['disqualified_by', (r) => r.disqualified?.byName ?? ''],
];

/** The entrants across giveaways: the table, its CSV, and disqualifying one (audited). */
export function createAdminEntrants({
  db,
  bus,
  now,
}: {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
  now: () => Date;
}) {
  async function list(query: EntrantListQuery): Promise<AdminEntrantPage> {
    const { cursor, ...filters } = query;
    const { rows, nextCursor } = await pageByInstant(
      { cursor, limit: ENTRANTS_PAGE_SIZE },
      (after) => entrantPage(db, filters, after, ENTRANTS_PAGE_SIZE),
      (last) => last.key,
    );
    return { rows: rows.map(({ key: _key, ...row }) => row), nextCursor };
  }

  /** The filtered set as CSV (newest first), read in keyset batches. */
  async function csv(query: EntrantListQuery): Promise<string> {
    const { cursor: _cursor, ...filters } = query;
    const out: CsvCell[][] = [headerOf(CSV_COLUMNS)];
    let after: EntrantPageKey | null = null;
    while (out.length <= CSV_MAX_ROWS) {
      const rows = await entrantPage(db, filters, after, CSV_BATCH);
      const batch = rows.slice(0, CSV_BATCH);
      for (const r of batch) out.push(cellsOf(CSV_COLUMNS, r));
      if (rows.length <= CSV_BATCH) break;
      after = batch.at(-1)!.key;
    }
    return csvLines(out);
  }

  /** Disqualifies an entrant before the draw: their entries stop counting; audited with the reason. */
  async function disqualify(actor: Actor, entrantId: string, reason: string): Promise<AdminEntrantRow> {
    const done = await db.transaction(async (tx) => {
      const seen = await entrantRow(tx, entrantId);
      if (!seen) throw notFound(M.entrantNotFound);
      await lockGiveaway(tx, seen.giveawayId);
      const record = await giveawayById(tx, seen.giveawayId);
      if (record?.drawnAt) throw conflict('giveaway_drawn', M.afterDraw);
      const row = await lockEntrantRow(tx, entrantId);
      if (!row) throw notFound(M.entrantNotFound);
      if (row.disqualifiedAt) throw conflict('entrant_disqualified', M.alreadyDisqualified);
      const at = now();
      await disqualifyEntrant(tx, entrantId, { at, reason, userId: actor.userId });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'giveaway.entrant_disqualified',
        targetType: 'giveaway_entrant',
        targetId: entrantId,
        before: { disqualifiedAt: null, disqualifiedReason: null, disqualifiedBy: null },
        after: { disqualifiedAt: at.toISOString(), disqualifiedReason: reason, disqualifiedBy: actor.userId },
        details: { giveawayId: row.giveawayId, userId: row.userId, reason },
      });
      return (await entrantRow(tx, entrantId))!;
    });
    const at = now().toISOString();
    await bus.publish(STAFF_GIVEAWAYS_TOPIC, { kind: 'giveaway.entries', giveawayId: done.giveawayId, at });
    await bus.publish(accountTopic(done.userId), { kind: 'giveaway.mine', giveawayId: done.giveawayId, at });
    return done;
  }

  /** Credits or refuses the referral an entrant came with, held for review; audited. */
  async function decideReferral(actor: Actor, entrantId: string, decision: ReferralDecision) {
    const done = await db.transaction((tx) => decideHeldReferral(tx, actor, entrantId, decision, now()));
    const at = now().toISOString();
    await bus.publish(STAFF_GIVEAWAYS_TOPIC, { kind: 'giveaway.entries', giveawayId: done.giveawayId, at });
    await bus.publish(accountTopic(done.referrerUserId), {
      kind: 'giveaway.mine',
      giveawayId: done.giveawayId,
      at,
    });
    return (await entrantRow(db, entrantId))!;
  }

  return { list, csv, disqualify, decideReferral };
}
