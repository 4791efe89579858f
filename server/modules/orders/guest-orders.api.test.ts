import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminUserDetail } from '#domain/admin/users.ts';
import type { LiveChatDetail } from '#domain/chat/staff-schemas.ts';
import { placeGuestOrder, staffClients, stockedProduct } from '#server/test-support/admin-orders.ts';
import { customerWith, type Client } from '#server/test-support/admin-users.ts';
import { insertTestChat } from '#server/test-support/chat-sessions.ts';
import { sqlRows, type TestApp } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { guestOrdersQuery } from './guest-orders.queries.ts';

// Guest checkouts linked to a customer on the staff screens: the support desk's card and the user page.
const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' }, { now: () => new Date('2026-11-23T17:00:00Z') });
let admin: Client;
let support: Client;
let productId: string;
beforeAll(async () => {
  ({ admin, support } = await staffClients(t));
  ({ productId } = await stockedProduct(t));
});

const chatDetail = async (as: Client, id: string) => {
  const res = await as.call(`/api/admin/live-chat/sessions/${id}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as LiveChatDetail;
};

/** An order of the account (placed as a guest, then given to it: the checkout path is not under test). */
async function ownOrder(userId: string) {
  const order = await placeGuestOrder(t, productId, { email: 'placed.by.account@example.test' });
  await t.db.execute(sql`update orders set user_id = ${userId} where id = ${order.id}`);
  return order;
}

describe('guest orders on the staff screens', () => {
  it('the desk lists the account’s orders and its guest checkouts by e-mail (any case), not other people’s', async () => {
    const who = await customerWith(t, 'Kai Guestly', '6465550181');
    const mine = await placeGuestOrder(t, productId, {
      email: `  ${who.email.toUpperCase()} `,
      phone: '3475550100',
    });
    const byPhone = await placeGuestOrder(t, productId, {
      email: 'kai.other@example.test',
      phone: '(646) 555-0181',
    });
    const someoneElse = await placeGuestOrder(t, productId, {
      email: 'not.kai@example.test',
      phone: '3475550101',
    });
    const own = await ownOrder(who.userId);
    // A row written before checkout lower-cased e-mails still matches.
    await t.db.execute(sql`update orders set email = upper(email) where id = ${mine.id}`);

    const chat = await insertTestChat(t.db, { userId: who.userId, lines: ['Where is my order?'] });
    const { orders } = await chatDetail(support, chat);
    const byId = new Map(orders.map((o) => [o.id, o.guest]));
    expect(byId.get(own.id)).toBeNull();
    expect(byId.get(mine.id)).toBe('email');
    expect(byId.get(byPhone.id)).toBe('phone');
    expect(byId.has(someoneElse.id)).toBe(false);
  });

  it('a guest’s chat lists the guest orders of the e-mail the chat holds', async () => {
    const email = `guest.${Date.now()}@example.test`;
    const placed = await placeGuestOrder(t, productId, { email, phone: '3475550102' });
    const other = await placeGuestOrder(t, productId, { email: `x${email}`, phone: '3475550103' });
    const chat = await insertTestChat(t.db, { contactEmail: email.toUpperCase(), lines: ['Hi'] });
    const { customer, orders } = await chatDetail(support, chat);
    expect(customer).toBeNull();
    expect(orders.map((o) => [o.orderNumber, o.guest])).toEqual([[placed.orderNumber, 'email']]);
    expect(orders.map((o) => o.id)).not.toContain(other.id);

    const noEmail = await insertTestChat(t.db, { lines: ['Hi'] });
    expect((await chatDetail(support, noEmail)).orders).toEqual([]);
  });

  it('the user page lists guest checkouts with the account’s e-mail, marked', async () => {
    const who = await customerWith(t, 'Robin Twice', '6465550182');
    const guest = await placeGuestOrder(t, productId, { email: who.email, phone: '3475550104' });
    const own = await ownOrder(who.userId);
    const res = await admin.call(`/api/admin/users/${who.userId}`);
    expect(res.status).toBe(200);
    const { orders, user } = res.json as AdminUserDetail;
    expect(orders.map((o) => [o.id, o.guest])).toEqual([
      [own.id, null],
      [guest.id, 'email'],
    ]);
    expect(user.ordersCount).toBe(1);
  });

  it('refuses callers who are not staff', async () => {
    const who = await customerWith(t, 'Nosy Parker', '6465550183');
    const chat = await insertTestChat(t.db, { userId: who.userId, lines: ['Hi'] });
    expect((await who.c.call(`/api/admin/live-chat/sessions/${chat}`)).status).toBe(403);
    expect((await who.c.call(`/api/admin/users/${who.userId}`)).status).toBe(403);
  });

  it('reads orders through the e-mail and phone indexes', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await sqlRows<{ 'QUERY PLAN': string }>(
        tx as unknown as TestApp['db'],
        sql`explain ${guestOrdersQuery(tx, { email: 'A@b.test', phone: '2125550142' }, 8)!}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/orders_guest_email_idx/);
    expect(plan).toMatch(/orders_guest_phone_idx/);
    expect(plan).not.toMatch(/Seq Scan on orders/);
  });
});
