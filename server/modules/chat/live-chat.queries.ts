import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatSender } from '#domain/chat/rules.ts';
import type { LiveChatSummary, TranscriptQuery } from '#domain/chat/staff-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey, instantKey } from '#server/db/keyset.ts';
import { likePrefix } from '#server/db/like.ts';
import { profiles, users } from '#server/db/schema/auth.ts';
import { chatMessages, chatSessions } from '#server/db/schema/chat.ts';
import { firstName } from './chat.queries.ts';

// Written out: drizzle leaves a single table's columns unqualified, and `id` would be the line's own.
const sessionId = sql.raw('"chat_sessions"."id"');

// The desk's read models: sessions with their customer (users, profiles: read only), first line and line count.

const claimer = alias(users, 'claimer');
const claimerProfile = alias(profiles, 'claimer_profile');

/** The customer's first line: the preview in the queue and the transcripts list. */
export const firstUserLine = sql<string | null>`(select m.message from ${chatMessages} m
  where m.session_id = ${sessionId} and m.sender_type = 'user' order by m.id limit 1)`;
const lastSender = sql<ChatSender | null>`(select m.sender_type from ${chatMessages} m
  where m.session_id = ${sessionId} order by m.id desc limit 1)`;
/** How much of the latest line the queue shows. */
export const LATEST_LINE_CHARS = 160;
/** The latest line of any sender, trimmed, with the staff member's name when staff wrote it. */
const latestLine = sql<{ sender: ChatSender; staffName: string | null; text: string; at: string } | null>`(
  select json_build_object(
    'sender', m.sender_type,
    'staffName', (select s.name from ${users} s where s.id = m.staff_user_id),
    'text', case when char_length(m.message) > ${LATEST_LINE_CHARS}
      then left(m.message, ${LATEST_LINE_CHARS - 1}) || '…' else m.message end,
    'at', m.created_at)
  from ${chatMessages} m where m.session_id = ${sessionId} order by m.id desc limit 1)`;
const lineCount = sql<number>`(select count(*)::int from ${chatMessages} m where m.session_id = ${sessionId})`;
const lastKey = instantKey(chatSessions.lastMessageAt);

const summaryColumns = {
  id: chatSessions.id,
  mode: chatSessions.mode,
  status: chatSessions.status,
  userId: chatSessions.userId,
  customerName: sql<string | null>`coalesce(${profiles.fullName}, ${users.name})`,
  customerEmail: users.email,
  guestLabel: chatSessions.guestId,
  contactEmail: chatSessions.contactEmail,
  waitingSince: chatSessions.waitingSince,
  claimedById: chatSessions.claimedBy,
  claimedByName: sql<string | null>`coalesce(${claimerProfile.fullName}, ${claimer.name})`,
  claimedAt: chatSessions.claimedAt,
  closedAt: chatSessions.closedAt,
  resolution: chatSessions.resolution,
  resolutionNote: chatSessions.resolutionNote,
  preview: firstUserLine,
  lastSender,
  latest: latestLine,
  handoverReason: chatSessions.handoverReason,
  messageCount: lineCount,
  lastMessageAt: chatSessions.lastMessageAt,
  createdAt: chatSessions.createdAt,
  key: lastKey,
};

function summaries(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.userId))
    .leftJoin(profiles, eq(profiles.userId, chatSessions.userId))
    .leftJoin(claimer, eq(claimer.id, chatSessions.claimedBy))
    .leftJoin(claimerProfile, eq(claimerProfile.userId, chatSessions.claimedBy))
    .where(where);
}
type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export function toSummary(r: SummaryRow): LiveChatSummary {
  return {
    id: r.id,
    mode: r.mode,
    status: r.status,
    customerName: r.userId ? r.customerName : null,
    customerEmail: r.userId ? r.customerEmail : null,
    guestLabel: r.guestLabel,
    contactEmail: r.contactEmail,
    waitingSince: iso(r.waitingSince),
    claimedBy: r.claimedById ? { id: r.claimedById, name: r.claimedByName ?? 'Staff' } : null,
    claimedAt: iso(r.claimedAt),
    closedAt: iso(r.closedAt),
    resolution: r.resolution,
    resolutionNote: r.resolutionNote,
    preview: r.preview,
    lastSender: r.lastSender,
    latest: r.latest
      ? {
          sender: r.latest.sender,
          staffName: r.latest.sender === 'staff' ? firstName(r.latest.staffName) : null,
          text: r.latest.text,
          at: new Date(r.latest.at).toISOString(),
        }
      : null,
    handoverReason: r.handoverReason,
    messageCount: r.messageCount,
    lastMessageAt: r.lastMessageAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Human sessions still open (the queue index): unclaimed oldest first, then the caller's, then other staff's. */
export async function queueRows(db: DbOrTx, callerId: string) {
  const open = and(
    eq(chatSessions.mode, 'human'),
    eq(chatSessions.status, 'active'),
    sql`${chatSessions.waitingSince} is not null`,
  );
  const rows = await summaries(db, open).orderBy(asc(chatSessions.waitingSince)).limit(300);
  return {
    waiting: rows.filter((r) => r.claimedById === null).map(toSummary),
    mine: rows.filter((r) => r.claimedById === callerId).map(toSummary),
    others: rows.filter((r) => r.claimedById !== null && r.claimedById !== callerId).map(toSummary),
  };
}

export async function summaryById(db: DbOrTx, id: string): Promise<LiveChatSummary | null> {
  const [row] = await summaries(db, eq(chatSessions.id, id));
  return row ? toSummary(row) : null;
}

/** Where a keyset page starts: the last row's last message time (to the microsecond) and id. */
export type TranscriptKey = readonly [lastKey: string, id: string];

/**
 * Words as a prefix query on their stems (`delivered` → `deliv:*`, which finds 'delivery' too), all of them
 * required; only letters and digits reach to_tsquery, so no query syntax comes from the box. Null when no word.
 */
export function stemPrefixQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Full text over the lines (the GIN index, stemmed prefixes), or an e-mail / guest label. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^guest_\d+$/i.test(q)) return eq(chatSessions.guestId, q.toLowerCase());
  if (q.includes('@')) {
    const prefix = likePrefix(q.toLowerCase());
    // Each side on its own index: the account's e-mail (users_email_prefix_idx, then chat_sessions_user_idx) or the
    // e-mail the chat holds (chat_sessions_contact_email_idx).
    return sql`(${chatSessions.userId} = any(array(select u.id from ${users} u where lower(u.email) like ${prefix}))
      or lower(${chatSessions.contactEmail}) like ${prefix})`;
  }
  const query = stemPrefixQuery(q);
  if (!query) return sql`false`;
  return sql`exists (select 1 from ${chatMessages} m where m.session_id = ${sessionId}
    and to_tsvector('english', m.message) @@ to_tsquery('english', ${query}))`;
}

/** One keyset page (`limit` + 1 rows) of every session, newest conversation first. */
export async function transcriptRows(
  db: DbOrTx,
  query: Omit<TranscriptQuery, 'cursor'>,
  after: TranscriptKey | null,
  limit: number,
) {
  const rows = await summaries(
    db,
    and(
      matching(query.q),
      query.status ? eq(chatSessions.status, query.status) : undefined,
      after ? afterKey([chatSessions.lastMessageAt, chatSessions.id], after, 'desc') : undefined,
    ),
  )
    .orderBy(desc(chatSessions.lastMessageAt), desc(chatSessions.id))
    .limit(limit + 1);
  return rows.map((r) => ({ summary: toSummary(r), key: [r.key, r.id] as const }));
}
