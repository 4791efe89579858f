import { sql } from 'drizzle-orm';
import { createEmailVerificationToken } from 'better-auth/api';
import type { AccessRole } from '#server/http/access-roles.ts';
import { DEMO_PASSWORD } from '#server/seed/seed-accounts.ts';
import { courierClient, PIN } from '../couriers.ts';
import { client, newCustomer, sqlRows, type TestApp } from '../test-app.ts';
import { BROOKLYN_GUEST } from '../guests.ts';
import { giveawaySwitch } from '../giveaways-public.ts';
import { chatWorld } from '../chat.ts';
import { OWNER_PUSH_ENDPOINT, pushSubscriptionBody } from './push-probes.ts';
import { staffInvitationWorld } from './staff-invitation-probes.ts';

export const DEV_TOKEN = 'access-matrix-dev-token-0123456789';
/** A Monday noon in New York: the shops are open and ASAP delivery is offered. */
export const NOON = new Date('2026-11-23T17:00:00Z');

type Client = ReturnType<typeof client>;
export type SignedInRole = Exclude<AccessRole, 'anonymous'>;
export interface Account {
  userId: string;
  email: string;
  password: string;
  cookie: string;
  ip: string;
}

const cookieOf = (c: Client) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function expectOk<T = Record<string, any>>(res: Promise<{ status: number; json: any }>, what: string) {
  const { status, json } = await res;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(json)}`);
  return json as T;
}

async function account(c: Client, password: string, n: number): Promise<Account> {
  const { user } = await expectOk<{ user: { id: string; email: string } }>(c.call('/api/session'), 'session');
  return { userId: user.id, email: user.email, password, cookie: cookieOf(c), ip: `203.0.113.${n}` };
}

async function customer(t: TestApp, n: number) {
  const c = client(t.app);
  const body = newCustomer();
  await expectOk(c.call('/api/session/sign-up', { method: 'POST', body }), 'sign-up');
  const { email, password } = body;
  await expectOk(c.call('/api/session/sign-in', { method: 'POST', body: { email, password } }), 'sign-in');
  return { c, account: await account(c, body.password, n) };
}

/** A new account holding only `role` instead of customer. */
async function staffAccount(t: TestApp, role: 'support' | 'merchant', n: number) {
  const { account: a } = await customer(t, n);
  await t.db.execute(sql`update user_roles set role = ${role} where user_id = ${a.userId}`);
  return a;
}

/**
 * A merchant account working for a shop: `staff` of the demo merchant's shop, or `owner` of another shop (not the
 * demo merchant's).
 */
async function shopMember(t: TestApp, place: 'staff' | 'owner', n: number) {
  const a = await staffAccount(t, 'merchant', n);
  const demoShop = sql`(select merchant_id from merchant_members mm join users u on u.id = mm.user_id
    where u.email = 'merchant@demo.nymnyc.test')`;
  const shopId =
    place === 'staff'
      ? demoShop
      : sql`(select id from merchants where id <> ${demoShop} order by name limit 1)`;
  await t.db.execute(sql`insert into merchant_members (user_id, merchant_id, role)
    values (${a.userId}, ${shopId}, ${place})`);
  return a;
}

/** A customer blocked after signing in: the session row survives, and must count for nothing. */
async function blockedAccount(t: TestApp, n: number) {
  const { account: a } = await customer(t, n);
  await t.db.execute(
    sql`update users set blocked_at = now(), blocked_reason = 'access matrix' where id = ${a.userId}`,
  );
  return a;
}

async function demo(t: TestApp, email: string, n: number) {
  const c = client(t.app);
  await expectOk(
    c.call('/api/session/sign-in', { method: 'POST', body: { email, password: DEMO_PASSWORD } }),
    'demo sign-in',
  );
  return account(c, DEMO_PASSWORD, n);
}

/** Two products of the demo merchant's shop with plenty of single units. */
async function merchantProducts(t: TestApp) {
  const rows = await sqlRows<{ id: string }>(
    t.db,
    sql`select p.id from products p
        join merchants m on m.id = p.merchant_id
        join merchant_members mm on mm.merchant_id = m.id join users u on u.id = mm.user_id
        join product_variants v on v.product_id = p.id and v.label = 'unit'
        where u.email = 'merchant@demo.nymnyc.test' and p.is_active
        order by v.stock desc, p.id limit 2`,
  );
  if (rows.length < 2) throw new Error('the demo merchant needs two products sold by the unit');
  return rows.map((r) => r.id) as [string, string];
}

export function checkoutBody(productId: string, email = 'dana.whitfield@example.test') {
  return {
    ...BROOKLYN_GUEST,
    email,
    items: [{ productId, selectedWeight: 'unit', quantity: 1 }],
  };
}

async function savedAddress(t: TestApp, userId: string, label: string) {
  const [row] = await sqlRows<{ id: string }>(
    t.db,
    sql`insert into saved_addresses (user_id, label, street, zip, borough, is_default)
        values (${userId}, ${label}, '214 Dean Street', '11217', 'Brooklyn', ${label === 'Home'}) returning id`,
  );
  return row!.id;
}

/**
 * Everyone the access matrix speaks as, and the things that make owner, otherCustomer and assignedCourier mean
 * something: an order the owner placed from the demo merchant's shop, ready and accepted by the assigned courier;
 * two saved addresses and two cart lines of the owner.
 */
export async function buildWorld(t: TestApp) {
  const [productId, otherProductId] = await merchantProducts(t);
  const { posts } = await expectOk<{ posts: { slug: string }[] }>(client(t.app).call('/api/blog'), 'blog');
  const owner = await customer(t, 1);
  const others = await Promise.all([customer(t, 2), customer(t, 3)]);
  const couriers = await Promise.all([courierClient(t), courierClient(t)]);
  const [merchant, admin, support, blocked, merchantStaff, otherMerchant] = await Promise.all([
    demo(t, 'merchant@demo.nymnyc.test', 7),
    demo(t, 'admin@demo.nymnyc.test', 8),
    staffAccount(t, 'support', 9),
    blockedAccount(t, 10),
    shopMember(t, 'staff', 11),
    shopMember(t, 'owner', 12),
  ]);
  /** A staff member of the demo shop that a probe may remove (merchantStaff stays for the other probes). */
  const spareStaff = await shopMember(t, 'staff', 13);
  const { spareInvitationId } = await staffInvitationWorld(t);

  await expectOk(
    owner.c.call('/api/cart/items', { method: 'POST', body: checkoutBody(productId).items[0] }),
    'owner cart',
  );
  const placed = await expectOk<{ order: { id: string; orderNumber: string; trackingCode: string } }>(
    owner.c.call('/api/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': `access-owner-${Date.now()}` },
      body: { ...checkoutBody(productId, owner.account.email), items: undefined },
    }),
    'owner checkout',
  );
  const order = { ...placed.order, email: owner.account.email };
  await expectOk(
    client(t.app).call(`/api/dev/orders/${order.orderNumber}/advance`, {
      method: 'POST',
      headers: { 'x-dev-token': DEV_TOKEN },
      body: { to: 'ready' },
    }),
    'advance to ready',
  );
  await expectOk(
    couriers[1].call(`/api/courier/orders/${order.id}/accept`, { method: 'POST', body: {} }),
    'accept',
  );

  const cartLine = async (id: string) => {
    const { items } = await expectOk<{ items: { id: string; productId: string }[] }>(
      owner.c.call('/api/cart/items', { method: 'POST', body: checkoutBody(id).items[0] }),
      'owner cart line',
    );
    return items.find((i) => i.productId === id)!.id;
  };
  const cartLineId = await cartLine(productId);
  const spareCartLineId = await cartLine(otherProductId);
  const addressId = await savedAddress(t, owner.account.userId, 'Home');
  const spareAddressId = await savedAddress(t, owner.account.userId, 'Work');
  await savedAddress(t, others[1].account.userId, 'Home');
  const chat = await chatWorld(t, owner.c);
  await expectOk(
    owner.c.call('/api/push/subscriptions', {
      method: 'POST',
      body: pushSubscriptionBody(OWNER_PUSH_ENDPOINT),
    }),
    'owner push subscription',
  );

  const courierAccounts = await Promise.all(
    couriers.map((c, i) => account(c, newCustomer().password, 5 + i)),
  );
  const accounts: Record<SignedInRole, Account> = {
    owner: owner.account,
    customer: others[0].account,
    otherCustomer: others[1].account,
    courier: courierAccounts[0]!,
    assignedCourier: courierAccounts[1]!,
    merchant,
    merchantStaff,
    otherMerchant,
    support,
    admin,
    blocked,
  };
  const verifyToken = await createEmailVerificationToken(
    t.services.env.AUTH_SECRET,
    accounts.customer.email,
    undefined,
    60 * 60,
    { userId: accounts.customer.userId },
  );

  /** A second session of the same account, for requests that end the session they are sent with. */
  async function spareSession(role: SignedInRole) {
    const c = client(t.app);
    const { email, password } = accounts[role];
    await expectOk(c.call('/api/session/sign-in', { method: 'POST', body: { email, password } }), 'sign-in');
    return cookieOf(c);
  }

  /** Unlocks both couriers' sessions again after a request that locked them. */
  async function unlockCouriers() {
    for (const c of couriers) {
      await expectOk(c.call('/api/courier/pin/verify', { method: 'POST', body: { pin: PIN } }), 'unlock');
    }
  }

  /** Turns the giveaway switch back on after a request that turned it off. */
  const giveawaysOn = () => giveawaySwitch(t, true);

  return {
    chat,
    giveawaysOn,
    accounts,
    order,
    productId,
    blogSlug: posts[0]!.slug,
    addressId,
    spareAddressId,
    cartLineId,
    spareCartLineId,
    verifyToken,
    spareSession,
    unlockCouriers,
    spareStaffId: spareStaff.userId,
    spareInvitationId,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
