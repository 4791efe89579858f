import { eq, sql, type SQL } from 'drizzle-orm';
import type { ChatSession } from '#domain/chat/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { firstName } from './chat.queries.ts';
import type { ChatSessionRow } from './sessions.repo.ts';

// Read models of the customer's chat (they may read other modules' tables, never write).

const rowsOf = async <T>(db: DbOrTx, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A session as its owner sees it: the agent by first name, the guest label only while a guest holds it. */
export async function toChatSession(db: DbOrTx, row: ChatSessionRow): Promise<ChatSession> {
  let agentName: string | null = null;
  if (row.claimedBy) {
    const [agent] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.claimedBy));
    agentName = firstName(agent?.name ?? null);
  }
  return {
    id: row.id,
    guestId: row.userId === null ? row.guestId : null,
    mode: row.mode,
    status: row.status,
    agentName,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The account's e-mail (where a transcript or an out-of-hours answer goes). */
export async function accountEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/**
 * Where a session stands in the staff queue (1 = next; the queue index) and the median seconds staff took to claim
 * the 20 most recently active claimed sessions (the recent index, walked newest first; null when none was claimed).
 */
export async function queueStanding(db: DbOrTx, sessionId: string) {
  const [place] = await rowsOf<{ position: number }>(
    db,
    sql`select count(*)::int as position from chat_sessions
        where mode = 'human' and status = 'active' and claimed_at is null
          and waiting_since <= (select waiting_since from chat_sessions where id = ${sessionId})`,
  );
  const [median] = await rowsOf<{ seconds: number | null }>(
    db,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from claimed_at - waiting_since))::float8
          as seconds
        from (select claimed_at, waiting_since from chat_sessions
              where claimed_at is not null and waiting_since is not null
              order by last_message_at desc, id desc limit 20) recent`,
  );
  return { position: place?.position ?? 1, medianClaimSeconds: median?.seconds ?? null };
}
