import {
  type AgeCheckKind,
  type AgeCheckRow,
  type AgeVerificationPage,
  type AgeVerificationQuery,
} from '#domain/admin/age-verification.ts';
import { resolvePeriod } from '#domain/admin/compliance.ts';
import { ageOn } from '#domain/compliance/age.ts';
import { REFUSAL_RULE_LABELS, type RefusalRule } from '#domain/compliance/refusals.ts';
import { RETURN_REASONS, type ReturnReason } from '#domain/couriers/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { INSTANT, oneOf, pageOf, readCursor, text } from '#server/db/keyset.ts';
import { AppError } from '#server/lib/errors.ts';
import { ageCheckRows, type AgeCursor, type AgeSpan, type SourceRow } from './age-checks.queries.ts';

const KIND_OF_RULE: Partial<Record<RefusalRule, AgeCheckKind>> = {
  age: 'checkout',
  signup_age: 'sign_up',
  application_age: 'application',
};
const KIND_OF_RANK: AgeCheckKind[] = ['checkout', 'id_check', 'id_check'];
const OUTCOME_OF_RANK = ['passed', 'passed', 'failed', 'refused'] as const;
const SOURCE_KEY = ['order', 'id-passed', 'id-failed', 'refusal'];

const badCursor = () => new AppError(400, 'bad_cursor', 'This page link is no longer valid');

const AGE_KEY = [INSTANT, oneOf(0, 1, 2, 3), text(/^[\w-]{1,36}$/)] as const;

/** The cursor's position; a refusal for a bad one (an id must be the shape its source's ids have). */
function decodeAgeCursor(raw: string | undefined): AgeCursor | null {
  if (!raw) return null;
  const [at, rank, id] = readCursor(raw, AGE_KEY, { refusal: badCursor });
  if (!(rank === 3 ? /^\d{1,18}$/ : /^[0-9a-f-]{36}$/).test(id)) throw badCursor();
  return { at, rank, id };
}

/** The sources a filter reads, each with the refusal rules it covers. */
function sourcesFor({ outcome, kind }: Pick<AgeVerificationQuery, 'outcome' | 'kind'>) {
  const ranks = new Set<number>();
  const wanted = (rank: number) => {
    if (!outcome || OUTCOME_OF_RANK[rank] === outcome) ranks.add(rank);
  };
  if (!kind || kind === 'checkout') wanted(0);
  if (!kind || kind === 'id_check') [1, 2].forEach(wanted);
  const rules = (Object.keys(KIND_OF_RULE) as RefusalRule[]).filter((r) => !kind || KIND_OF_RULE[r] === kind);
  if (rules.length > 0) wanted(3);
  return { ranks, rules };
}

function toRow(r: SourceRow): AgeCheckRow {
  const kind = r.rule ? KIND_OF_RULE[r.rule]! : KIND_OF_RANK[r.rank]!;
  const reason = r.rule
    ? REFUSAL_RULE_LABELS[r.rule]
    : r.reason
      ? (RETURN_REASONS[r.reason as ReturnReason] ?? r.reason)
      : null;
  return {
    key: `${SOURCE_KEY[r.rank]}:${r.id}`,
    kind,
    outcome: OUTCOME_OF_RANK[r.rank]!,
    at: r.at.toISOString(),
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    birthDate: r.birthDate,
    ageAtOrder: r.birthDate && r.orderedAt ? ageOn(r.birthDate, r.orderedAt) : null,
    attested: r.rank === 0 ? true : null,
    courierName: r.courierName,
    reason,
    userId: r.userId,
    method: r.method,
    signed: r.signed,
  };
}

/** Age checks of every kind, newest first, one keyset page from the sources the filters select. */
export function createAgeVerification(db: DbOrTx, now: () => Date) {
  async function page(query: AgeVerificationQuery): Promise<AgeVerificationPage> {
    const { start, end } = resolvePeriod(query, now());
    const span: AgeSpan = { start, end };
    const cursor = decodeAgeCursor(query.cursor);
    const merged = await ageCheckRows(db, sourcesFor(query), span, cursor, query.limit + 1);
    const { rows, nextCursor } = pageOf(merged, query.limit, (last) => [last.atKey, last.rank, last.id]);
    return { rows: rows.map(toRow), nextCursor };
  }

  /** Every row of the filters, page by page, for the CSV. */
  async function* batches(query: Omit<AgeVerificationQuery, 'cursor' | 'limit'>) {
    let cursor: string | undefined;
    do {
      const next = await page({ ...query, cursor, limit: 100 });
      yield next.rows;
      cursor = next.nextCursor ?? undefined;
    } while (cursor);
  }

  return { page, batches };
}
