import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { DEFAULT_PREFERENCES, ORDER_NOTICE_EVENTS, type OrderNoticeEvent } from '#domain/notifications.ts';
import { notificationsOutbox } from '#server/db/schema/notifications.ts';
import { signedInClient } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { createOutboxSender, type SmsProvider } from './notifications.service.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import { queueOrderNotifications, SMS_MAX_LENGTH, type OrderNotice } from './order-messages.service.ts';

const t = useTestApp();

let orders = 0;
function notice(event: OrderNoticeEvent, overrides: Partial<OrderNotice> = {}): OrderNotice {
  orders += 1;
  return {
    orderId: crypto.randomUUID(),
    orderNumber: `NYM-${1000 + orders}`,
    trackingCode: `TRK${orders}ABC`,
    userId: null,
    customerName: 'Jordan Lee',
    email: `guest${orders}@example.test`,
    phone: '7185550199',
    event,
    publicUrl: 'http://localhost:3000',
    trackingUrl: `http://localhost:3000/order-tracking?code=TRK${orders}ABC`,
    windowLabel: 'Today, 6:00 PM – 7:00 PM',
    ...overrides,
  };
}

async function queue(n: OrderNotice) {
  const count = await t.db.transaction((tx) => queueOrderNotifications(tx, n));
  const rows = await t.db
    .select({
      userId: notificationsOutbox.userId,
      channel: notificationsOutbox.channel,
      toAddress: notificationsOutbox.toAddress,
      template: notificationsOutbox.template,
      subject: notificationsOutbox.subject,
      body: notificationsOutbox.body,
      htmlBody: notificationsOutbox.htmlBody,
      payload: notificationsOutbox.payload,
    })
    .from(notificationsOutbox)
    .where(sql`${notificationsOutbox.payload}->>'orderId' = ${n.orderId}`)
    .orderBy(asc(notificationsOutbox.id));
  expect(rows).toHaveLength(count);
  return rows;
}
const channels = (rows: { channel: string }[]) => rows.map((r) => r.channel).sort();

async function customer(preferences?: Partial<typeof DEFAULT_PREFERENCES>) {
  const c = await signedInClient(t.app);
  const user = (await c.call('/api/session')).json!.user as { id: string; email: string; phone: string };
  if (preferences) {
    const res = await c.call('/api/notification-preferences', {
      method: 'PUT',
      body: { ...DEFAULT_PREFERENCES, ...preferences },
    });
    expect(res.status).toBe(200);
  }
  return { userId: user.id, email: user.email, phone: user.phone };
}

describe('queueOrderNotifications', () => {
  it('a guest gets the confirmation by e-mail only, with the window, link and ID notice', async () => {
    const n = notice('confirmed');
    const rows = await queue(n);
    expect(rows).toHaveLength(1);
    const [email] = rows;
    expect(email).toMatchObject({
      userId: null,
      channel: 'email',
      toAddress: n.email,
      template: 'order-confirmed',
      subject: `Order ${n.orderNumber} confirmed`,
      payload: { orderId: n.orderId, event: 'confirmed' },
    });
    for (const text of [n.orderNumber, n.trackingUrl, n.windowLabel, COMPLIANCE.idNotice, 'Hi Jordan']) {
      expect(email!.body).toContain(text);
    }
    expect(email!.htmlBody).toContain(`href="${n.trackingUrl}"`);
    expect(email!.htmlBody).not.toContain('/settings/notifications');
  });

  it('a guest gets outcome e-mails but no in-between updates', async () => {
    for (const event of ['delivered', 'cancelled', 'returned'] as const) {
      expect(channels(await queue(notice(event)))).toEqual(['email']);
    }
    for (const event of ['driver_assigned', 'picked_up', 'eta', 'arrived'] as const) {
      expect(await queue(notice(event))).toEqual([]);
    }
  });

  it('defaults: confirmed by SMS, push and e-mail; pickup by SMS and push; arrival by nothing', async () => {
    const who = await customer();
    const first = notice('confirmed', who);
    const confirmed = await queue(first);
    expect(channels(confirmed)).toEqual(['email', 'push', 'sms']);
    expect(confirmed.find((r) => r.channel === 'sms')!.toAddress).toBe(who.phone);
    expect(confirmed.find((r) => r.channel === 'email')!.toAddress).toBe(who.email);
    expect(confirmed.find((r) => r.channel === 'push')).toMatchObject({
      toAddress: who.userId,
      subject: 'Your order is confirmed',
      payload: { url: `/track/${first.trackingCode}`, tag: `order-${first.orderNumber}` },
    });
    expect(confirmed.every((r) => r.userId === who.userId)).toBe(true);
    expect(confirmed.find((r) => r.channel === 'email')!.htmlBody).toContain(
      'href="http://localhost:3000/settings/notifications"',
    );
    expect(confirmed.filter((r) => r.channel !== 'email').map((r) => r.htmlBody)).toEqual([null, null]);
    expect(channels(await queue(notice('picked_up', who)))).toEqual(['push', 'sms']);
    expect(channels(await queue(notice('driver_assigned', who)))).toEqual(['push', 'sms']);
    expect(channels(await queue(notice('eta', { ...who, etaMinutes: 12 })))).toEqual(['push', 'sms']);
    expect(await queue(notice('arrived', who))).toEqual([]);
    // The receipt goes by e-mail, as the confirmation does.
    expect(channels(await queue(notice('delivered', who)))).toEqual(['email']);
    const cancelled = await queue(notice('cancelled', { ...who, reason: 'Out of stock' }));
    expect(channels(cancelled)).toEqual(['push', 'sms']);
    expect(cancelled.every((r) => r.body.includes('Reason: Out of stock.'))).toBe(true);
    expect(cancelled.find((r) => r.channel === 'sms')!.body).toMatch(/^New York Minute NYC: /);
  });

  it('SMS critical only gets arrived and delivered by SMS, not pickup', async () => {
    const who = await customer({ smsAllUpdates: false, smsCriticalOnly: true });
    expect(channels(await queue(notice('arrived', who)))).toEqual(['sms']);
    expect(channels(await queue(notice('delivered', who)))).toEqual(['email', 'sms']);
    expect(channels(await queue(notice('picked_up', who)))).toEqual(['push']);
  });

  it('e-mail all updates gets every event; switched-off channels get nothing', async () => {
    const who = await customer({
      smsEnabled: false,
      pushEnabled: false,
      emailAllUpdates: true,
      emailConfirmationOnly: false,
    });
    for (const event of ORDER_NOTICE_EVENTS) {
      const rows = await queue(notice(event, who));
      expect(channels(rows)).toEqual(['email']);
      expect(rows[0]!.template).toBe(`order-${event}`);
    }
  });

  it('every body names the order, links to tracking and carries the ID notice; SMS stays short', async () => {
    const who = await customer({ emailAllUpdates: true, emailConfirmationOnly: false });
    for (const event of ORDER_NOTICE_EVENTS) {
      const n = notice(event, { ...who, reason: 'x'.repeat(400), etaMinutes: 9 });
      for (const row of await queue(n)) {
        expect(row.body).toContain(COMPLIANCE.idNotice);
        expect(row.body).toContain(n.orderNumber);
        expect(row.body).toContain(n.trackingUrl);
        if (row.channel === 'sms') expect(row.body.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      }
    }
  });

  it('sends SMS rows through the SMS provider and marks every channel sent', async () => {
    await t.db
      .update(notificationsOutbox)
      .set({ status: 'sent' })
      .where(eq(notificationsOutbox.status, 'pending'));
    const texts: { to: string; body: string }[] = [];
    const sms: SmsProvider = {
      send: async (to, body) => {
        texts.push({ to, body });
      },
    };
    const who = await customer();
    const n = notice('confirmed', who);
    await queue(n);
    const send = createOutboxSender(t.services.env, t.services.log, sms);
    await createOutboxWorker({ database: t.database, log: t.services.log, send }).drain();
    expect(texts).toEqual([{ to: who.phone, body: expect.stringContaining(n.orderNumber) }]);
    const statuses = await t.db
      .select({ status: notificationsOutbox.status })
      .from(notificationsOutbox)
      .where(sql`${notificationsOutbox.payload}->>'orderId' = ${n.orderId}`);
    expect(statuses.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('writes nothing when the whole transaction rolls back', async () => {
    const n = notice('confirmed');
    await expect(
      t.db.transaction(async (tx) => {
        await queueOrderNotifications(tx, n);
        throw new Error('checkout failed');
      }),
    ).rejects.toThrow('checkout failed');
    const rows = await t.db
      .select({ id: notificationsOutbox.id })
      .from(notificationsOutbox)
      .where(eq(notificationsOutbox.toAddress, n.email));
    expect(rows).toEqual([]);
  });
});
