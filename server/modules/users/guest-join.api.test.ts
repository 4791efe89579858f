import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminUserDetail } from '#domain/admin/users.ts';
import type { LiveChatDetail } from '#domain/chat/staff-schemas.ts';
import { notificationsOutbox } from '#server/db/schema/notifications.ts';
import { placeGuestOrder, staffClients, stockedProduct } from '#server/test-support/admin-orders.ts';
import { customerWith, type Client } from '#server/test-support/admin-users.ts';
import { insertTestChat } from '#server/test-support/chat-sessions.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// A guest order joins the account that confirms the same e-mail: never at sign-up, always once it is confirmed.
const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' }, { now: () => new Date('2026-11-23T17:00:00Z') });
let admin: Client;
let support: Client;
let productId: string;
beforeAll(async () => {
  ({ admin, support } = await staffClients(t));
  ({ productId } = await stockedProduct(t));
});

/** Opens the confirmation link the sign-up e-mailed to the account. */
async function confirm(userId: string) {
  const [mail] = await t.db
    .select({ body: notificationsOutbox.body })
    .from(notificationsOutbox)
    .where(and(eq(notificationsOutbox.userId, userId), eq(notificationsOutbox.template, 'confirm-email')));
  const link = new URL(mail!.body.match(/https?:\/\/\S+\/confirm-email\?\S+/)![0]);
  const res = await client(t.app).call(
    `/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

const myOrders = async (c: Client) =>
  ((await c.call('/api/orders')).json!.orders as { id: string }[]).map((o) => o.id);
const userPage = async (userId: string) =>
  (await admin.call(`/api/admin/users/${userId}`)).json as AdminUserDetail;
const deskOrders = async (chatId: string) =>
  ((await support.call(`/api/admin/live-chat/sessions/${chatId}`)).json as LiveChatDetail).orders;
const assistant = (userId: string) =>
  t.services.chat.assistant.reply('Where is my order?', { userId, history: [] });

describe('guest orders joining the account that confirms their e-mail', () => {
  it('joins only after confirmation, then shows in My Orders, the assistant, the user page and the desk', async () => {
    const email = `join.${Date.now()}@example.test`;
    const guest = await placeGuestOrder(t, productId, {
      email: `  ${email.toUpperCase()} `,
      phone: '3475550120',
    });
    const otherEmail = await placeGuestOrder(t, productId, { email: `x${email}`, phone: '3475550121' });
    const someoneElse = await customerWith(t, 'Jo Other', '6465550190');
    await confirm(someoneElse.userId);
    const c = client(t.app);
    const body = { ...newAccount(email) };
    expect((await c.call('/api/session/sign-up', { method: 'POST', body })).status).toBe(201);
    expect(
      (await c.call('/api/session/sign-in', { method: 'POST', body: { email, password: body.password } }))
        .status,
    ).toBe(200);
    const userId = (await c.call('/api/session')).json!.user.id as string;
    const chat = await insertTestChat(t.db, { userId, lines: ['Where is my order?'] });

    // Signed up, not confirmed: the order is still a guest's (staff see it as a match by e-mail, marked).
    expect(await myOrders(c)).toEqual([]);
    expect((await assistant(userId)).message).not.toContain(guest.orderNumber);
    expect((await userPage(userId)).orders.map((o) => [o.id, o.guest])).toEqual([[guest.id, 'email']]);
    expect((await deskOrders(chat)).map((o) => [o.id, o.guest])).toEqual([[guest.id, 'email']]);

    await confirm(userId);

    expect(await myOrders(c)).toEqual([guest.id]);
    const answer = await assistant(userId);
    expect(answer.message).toContain(guest.orderNumber);
    const page = await userPage(userId);
    expect(page.orders.map((o) => [o.id, o.guest])).toEqual([[guest.id, null]]);
    expect(page.user.ordersCount).toBe(1);
    expect((await deskOrders(chat)).map((o) => [o.id, o.guest])).toEqual([[guest.id, null]]);
    // A different e-mail never joins, and another confirmed account gets none of them.
    expect(await myOrders(c)).not.toContain(otherEmail.id);
    expect(await myOrders(someoneElse.c)).toEqual([]);
    expect((await userPage(someoneElse.userId)).orders).toEqual([]);
  });

  it('a later guest order with the e-mail of a confirmed account joins it at once; an unconfirmed one does not', async () => {
    const confirmed = `later.${Date.now()}@example.test`;
    const c = client(t.app);
    const body = newAccount(confirmed);
    await c.call('/api/session/sign-up', { method: 'POST', body });
    await c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: confirmed, password: body.password },
    });
    const userId = (await c.call('/api/session')).json!.user.id as string;
    await confirm(userId);
    const placed = await placeGuestOrder(t, productId, {
      email: confirmed.toUpperCase(),
      phone: '3475550122',
    });
    expect(await myOrders(c)).toEqual([placed.id]);

    const pending = await customerWith(t, 'Pat Pending', '6465550191');
    const notYet = await placeGuestOrder(t, productId, { email: pending.email, phone: '3475550123' });
    expect(await myOrders(pending.c)).toEqual([]);
    expect((await userPage(pending.userId)).orders.map((o) => [o.id, o.guest])).toEqual([
      [notYet.id, 'email'],
    ]);
  });
});

function newAccount(email: string) {
  return {
    email,
    password: 'Harbor-lights-42',
    confirmPassword: 'Harbor-lights-42',
    fullName: 'Jo Joiner',
    phone: '6465550192',
    ageConfirmed: true,
  };
}
