import { beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '#domain/compliance/store-hours.ts';
import { placeGuestOrder, stockedProduct } from '#server/test-support/admin-orders.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, signedInClient } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { ASSISTANT_TEXT } from './replies.ts';
import type { AssistantTurn } from './assistant.ts';

// Monday 23 Nov 2026, noon in New York.
const NOON = new Date('2026-11-23T17:00:00Z');
const t = useTestApp({}, { now: () => NOON });
let admin: Awaited<ReturnType<typeof staffClient>>;
let productId: string;

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  ({ productId } = await stockedProduct(t));
});

type Line = AssistantTurn['history'][number];
const ask = (text: string, turn: Partial<AssistantTurn> = {}) =>
  t.services.chat.assistant.reply(text, { userId: null, history: [], ...turn });
const setSettings = async (body: Record<string, unknown>) => {
  const res = await admin.call('/api/admin/settings', { method: 'PUT', body });
  expect(res.status).toBe(200);
};

describe('answers from the settings in force', () => {
  it('follows the hours an admin sets, and whether the store is open now', async () => {
    expect((await ask('what are your hours')).message).toContain('every day 10:00 AM–10:00 PM');
    const weekend = { opensHour: 11, closesHour: 23 };
    await setSettings({
      storeHours: { ...everyDay({ opensHour: 10, closesHour: 22 }), sat: weekend, sun: weekend },
    });
    const hours = await ask('when do you open on saturday');
    expect(hours.message).toContain('Mon–Fri 10:00 AM–10:00 PM, Sat–Sun 11:00 AM–11:00 PM New York time');
    expect(hours.message).toContain('We are open now');
    await setSettings({ storeHours: everyDay({ opensHour: 14, closesHour: 22 }) });
    const closed = await ask('are you open right now?');
    expect(closed.message).toContain('every day 2:00 PM–10:00 PM');
    expect(closed.message).toContain('We are closed right now');
    await setSettings({ storeHours: everyDay({ opensHour: 10, closesHour: 22 }) });
  });

  it('quotes the fees, free-delivery threshold, first-order offer, edible limits and giveaway switch an admin sets', async () => {
    await setSettings({
      deliveryFees: { Manhattan: 1200, Brooklyn: 700, Queens: 600 },
      freeDeliveryThresholdCents: 15_000,
      firstOrderPercent: 15,
      edibleLimits: { mgPerServing: 5, mgPerPackage: 50, mgPerOrder: 500 },
    });
    const fees = await ask('how much is delivery');
    expect(fees.message).toContain('$150.00 or more');
    expect(fees.message).toContain('Manhattan $12.00, Brooklyn $7.00 and Queens $6.00');
    expect((await ask('first order discount?')).message).toContain('your first order gets 15% off');
    expect((await ask('whats the edible limit')).message).toContain('500 mg an order');
    await setSettings({ features: { giveaway: false, supportChat: true } });
    expect((await ask('how do i enter the giveaway')).message).toMatch(
      /^We are not running a giveaway right now/,
    );
    await setSettings({ features: { giveaway: true, supportChat: true } });
    expect((await ask('how do i enter the giveaway')).message).toContain(
      'a free entry is available once a day',
    );
  });

  it('checks a ZIP against the ZIPs the store serves today', async () => {
    expect((await ask('do you deliver to 11201')).message).toMatch(/^Yes, we deliver to 11201 \(Brooklyn\)/);
    await setSettings({ deliveryZips: ['10011', '10012'] });
    const brooklyn = await ask('do you deliver to 11201');
    expect(brooklyn).toMatchObject({ intent: 'zip_check', source: { href: '/faq#area-hours' } });
    expect(brooklyn.message).toBe(
      'Sorry, 11201 is outside our delivery area (Manhattan). We can only deliver to residential addresses there.',
    );
    expect((await ask('10011')).message).toContain('Yes, we deliver to 10011 (Manhattan)');
    expect((await ask('which areas do you deliver to')).message).toContain(
      'residential addresses in Manhattan,',
    );
    await setSettings({ deliveryZips: ['10011', '10012', '11201'] });
  });
});

describe('offers as checkout applies them to the visitor', () => {
  it('promises the free first delivery and the discount to an account’s first order only, never to a guest', async () => {
    // The settings earlier tests left: free from $150.00, 15% off a first order, Brooklyn's 11201 served.
    const guest = await ask('how much is delivery to brooklyn');
    expect(guest).toMatchObject({ intent: 'borough', source: { href: '/faq#delivery-fee' } });
    expect(guest.message).toContain(
      'free on orders of $150.00 or more. As a guest you pay the fee below that.',
    );
    expect((await ask('first order discount?')).message).toContain('Guest checkouts do not get it.');

    const customer = await signedInClient(t.app);
    const { user } = (await customer.call('/api/session')).json! as { user: { id: string } };
    const mine = (text: string) => ask(text, { userId: user.id });
    expect((await mine('how much is delivery to BK')).message).toContain(
      'free on orders of $150.00 or more, and on your first order. Your first order also gets 15% off',
    );
    expect((await mine('do you deliver to 11201')).message).toContain('and on your first order');

    await customer.call('/api/cart/items', {
      method: 'POST',
      body: { productId, selectedWeight: 'unit', quantity: 1 },
    });
    await placeGuestOrder(t, productId, { items: undefined }, 1, customer);
    const after = await mine('how much is delivery to brooklyn');
    expect(after.message).not.toMatch(/first order|account/);
    expect((await mine('any discount for new customers')).message).toContain(
      "is for an account's first order, and yours has already been placed",
    );
  });
});

describe('order questions', () => {
  it('tells a signed-in customer their latest order’s status and window, with its tracking link', async () => {
    const customer = await signedInClient(t.app);
    const { user } = (await customer.call('/api/session')).json! as { user: { id: string } };
    const mine = (text: string) => ask(text, { userId: user.id });
    expect(await mine('where is my order')).toMatchObject({
      intent: 'order_status',
      message: ASSISTANT_TEXT.noOrders,
    });

    await customer.call('/api/cart/items', {
      method: 'POST',
      body: { productId, selectedWeight: 'unit', quantity: 1 },
    });
    const order = await placeGuestOrder(t, productId, { items: undefined }, 1, customer);
    const pending = await mine('wheres my order at??');
    expect(pending.intent).toBe('order_status');
    expect(pending.message).toContain(
      `Your latest order, ${order.orderNumber}, is received and waiting for the shop`,
    );
    expect(pending.message).toMatch(
      /Its delivery window is Today, 12:\d\d PM–1:\d\d PM \(New York time, ASAP\)\./,
    );
    expect(pending.message).toContain(`/track/${order.trackingCode}`);
    expect(pending.source).toEqual({
      label: `Tracking: ${order.orderNumber}`,
      href: `/track/${order.trackingCode}`,
    });

    for (let i = 0; i < 4; i += 1) await t.services.orders.advance(order.orderNumber);
    expect((await mine('has my order shipped yet')).message).toContain('is on its way with the courier');

    const someoneElses = await placeGuestOrder(t, productId);
    expect((await mine(`status of ${someoneElses.orderNumber}`)).message).toBe(
      ASSISTANT_TEXT.notOnAccount(someoneElses.orderNumber),
    );
  });

  it('asks a guest for the order number and contact, then runs the tracking check on them', async () => {
    const order = await placeGuestOrder(t, productId);
    const history: Line[] = [];
    const say = async (text: string) => {
      const answer = await ask(text, { history: [...history] });
      history.push({ senderType: 'user', message: text }, { senderType: 'ai', message: answer.message });
      return answer;
    };
    expect(await say('where is my order')).toMatchObject({
      intent: 'order_lookup',
      message: ASSISTANT_TEXT.orderAsk,
    });
    const number = order.orderNumber.toLowerCase();
    expect((await say(`its ${number}`)).message).toBe(ASSISTANT_TEXT.orderAskContact(order.orderNumber));
    const found = await say(MANHATTAN_GUEST.email.toUpperCase());
    expect(found.intent).toBe('order_lookup');
    expect(found.message).toContain(
      `Order ${order.orderNumber} is received and waiting for the shop to confirm it.`,
    );
    expect(found.source?.href).toBe(`/track/${order.trackingCode}`);

    history.length = 0;
    await say('hi, wheres my package');
    expect((await say('(212) 555-0142')).message).toBe(ASSISTANT_TEXT.orderAskNumber);
    expect((await say(order.orderNumber)).message).toContain(`/track/${order.trackingCode}`);

    const byPhone = await ask(`order ${order.orderNumber}, phone (212) 555-0142`);
    expect(byPhone.message).toContain(`/track/${order.trackingCode}`);
    const byCode = await ask(`tracking code ${order.trackingCode} and my email is ${MANHATTAN_GUEST.email}`);
    expect(byCode.message).toContain(`Order ${order.orderNumber}`);
  });

  it('answers a wrong contact exactly like a wrong order number', async () => {
    const order = await placeGuestOrder(t, productId);
    const wrongContact = await ask(`${order.orderNumber} someone.else@example.test`);
    const wrongNumber = await ask(`NYM-ZZZZZZ ${MANHATTAN_GUEST.email}`);
    expect(wrongContact).toEqual(wrongNumber);
    expect(wrongContact).toMatchObject({ intent: 'order_lookup', message: ASSISTANT_TEXT.orderNotFound });
  });

  it('limits look-ups per address like the tracking page', async () => {
    const order = await placeGuestOrder(t, productId);
    const guess = (ip: string, n: number) =>
      ask(`NYM-${String(n).padStart(6, 'A')} ${MANHATTAN_GUEST.email}`, { ip, sessionId: null });
    for (let n = 0; n < 20; n += 1)
      expect((await guess('203.0.113.9', n)).message).toBe(ASSISTANT_TEXT.orderNotFound);
    const refused = await ask(`${order.orderNumber} ${MANHATTAN_GUEST.email}`, { ip: '203.0.113.9' });
    expect(refused.message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\. For your security/,
    );
    expect(refused.message).not.toContain(order.trackingCode);
    const elsewhere = await ask(`${order.orderNumber} ${MANHATTAN_GUEST.email}`, { ip: '203.0.113.10' });
    expect(elsewhere.message).toContain(`/track/${order.trackingCode}`);
    // The tracking page counts the same attempts from that address.
    const page = await client(t.app).call('/api/track/lookup', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: { reference: order.orderNumber, contact: MANHATTAN_GUEST.email },
    });
    expect(page.status).toBe(429);
  });

  it('without an address, limits look-ups per session, else per contact and per order number', async () => {
    const order = await placeGuestOrder(t, productId);
    const guess = (n: number, turn: Partial<AssistantTurn>) =>
      ask(`NYM-${String(n).padStart(6, 'B')} guesser@example.test`, turn);
    for (let n = 0; n < 20; n += 1) await guess(n, {});
    expect((await guess(99, {})).message).toMatch(/^Too many attempts/);
    for (let n = 0; n < 20; n += 1) await guess(n, { sessionId: 'session-a' });
    expect((await guess(99, { sessionId: 'session-a' })).message).toMatch(/^Too many attempts/);
    expect((await guess(99, { sessionId: 'session-b' })).message).toBe(ASSISTANT_TEXT.orderNotFound);
    for (let n = 0; n < 20; n += 1) await ask(`${order.orderNumber} guess${n}@example.test`);
    expect((await ask(`${order.orderNumber} ${MANHATTAN_GUEST.email}`)).message).toMatch(
      /^Too many attempts/,
    );
  });
});
