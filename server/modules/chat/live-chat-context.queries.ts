import { and, desc, eq, ne } from 'drizzle-orm';
import type { ChatCustomerOrder, PreviousChat } from '#domain/chat/staff-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { profiles, users } from '#server/db/schema/auth.ts';
import { chatSessions } from '#server/db/schema/chat.ts';
import { orders } from '#server/db/schema/orders.ts';
import { firstUserLine } from './live-chat.queries.ts';

// The customer card beside a conversation: the account (users, profiles), their latest orders (orders: read only)
// and their earlier chats.

export async function chatCustomer(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      fullName: profiles.fullName,
      email: users.email,
      phone: profiles.phone,
      createdAt: users.createdAt,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    name: row.fullName ?? row.name,
    email: row.email,
    phone: row.phone,
    memberSince: row.createdAt.toISOString(),
    blocked: row.blockedAt !== null,
  };
}

/** The customer's latest orders (orders_user_idx). */
export async function latestOrders(db: DbOrTx, userId: string, limit = 5): Promise<ChatCustomerOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalCents: orders.totalCents,
      placedAt: orders.createdAt,
      trackingCode: orders.trackingCode,
      windowStart: orders.windowStart,
      windowEnd: orders.windowEnd,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    placedAt: r.placedAt.toISOString(),
    windowStart: r.windowStart.toISOString(),
    windowEnd: r.windowEnd.toISOString(),
    guest: null,
  }));
}

/** The customer's other chats, newest first (chat_sessions_user_idx). */
export async function previousChats(
  db: DbOrTx,
  userId: string,
  exceptId: string,
  limit = 10,
): Promise<PreviousChat[]> {
  const rows = await db
    .select({
      id: chatSessions.id,
      createdAt: chatSessions.createdAt,
      status: chatSessions.status,
      resolution: chatSessions.resolution,
      preview: firstUserLine,
    })
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, userId), ne(chatSessions.id, exceptId)))
    .orderBy(desc(chatSessions.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Where a transcript goes: the e-mail the chat holds, else the account's. */
export async function transcriptAddress(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ contactEmail: chatSessions.contactEmail, accountEmail: users.email, name: users.name })
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.userId))
    .where(eq(chatSessions.id, sessionId));
  return row ? { email: row.contactEmail ?? row.accountEmail, name: row.name } : null;
}

/** A staff member's account name (the customer sees the first name only). */
export async function staffName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** An account by its e-mail (DEV_TOOLS seeding). */
export async function userIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row?.id ?? null;
}
