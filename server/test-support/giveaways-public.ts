import { and, eq, sql } from 'drizzle-orm';
import { SETTINGS_TOPIC } from '#domain/realtime.ts';
import { notificationsOutbox } from '#server/db/schema/notifications.ts';
import { giveaways } from '#server/db/schema/giveaways.ts';
import { newSeed } from '#server/modules/giveaways/commitment.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows, type TestApp } from './test-app.ts';

const DAY = 86_400_000;
let n = 0;

/** A giveaway of the test's own (live unless dates or `active` say otherwise). */
export async function insertGiveaway(t: TestApp, values: Partial<typeof giveaways.$inferInsert> = {}) {
  n += 1;
  const now = Date.now();
  const [row] = await t.db
    .insert(giveaways)
    .values({
      slug: `test-giveaway-${n}-${now}`,
      title: `Test giveaway ${n}`,
      prize: 'A jar of flower',
      prizeValueCents: 5000,
      sponsor: 'New York Minute Delivery',
      startsAt: new Date(now - DAY),
      // After the demo giveaway, which stays the live one (the first to end).
      endsAt: new Date(now + 90 * DAY),
      entryEntries: 1,
      referralEntries: 3,
      orderEntries: 2,
      perPersonLimit: 5,
      active: true,
      ...newSeed(),
      ...values,
    })
    .returning();
  return row!;
}

export const ENTER = { birthDate: '1990-05-17', zip: '11201', nyResident: true } as const;

let phones = Math.floor(Math.random() * 9_000_000);
/** A phone line of its own, so a referral never matches on the phone by chance. */
export const newPhone = () => `212${String(1_000_000 + (++phones % 9_000_000)).padStart(7, '0')}`;

/** A new customer, signed in, with their users.id and phone (their own unless given). */
export async function customer(t: TestApp, overrides: { phone?: string } = {}) {
  const c = client(t.app);
  const body = newCustomer({ phone: overrides.phone ?? newPhone() });
  await signUpAndSignIn(c, body);
  const [row] = await sqlRows<{ id: string }>(t.db, sql`select id from users where email = ${body.email}`);
  return { c, userId: row!.id, phone: body.phone };
}

/** Opens the confirmation link the store e-mailed the user, as they would. */
export async function confirmEmail(t: TestApp, userId: string) {
  const [mail] = await t.db
    .select({ body: notificationsOutbox.body })
    .from(notificationsOutbox)
    .where(and(eq(notificationsOutbox.userId, userId), eq(notificationsOutbox.template, 'confirm-email')));
  const token = new URL(mail!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  const res = await client(t.app).call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.text}`);
}

/** Turns the store's giveaway switch on or off and drops every cached copy of the settings. */
export async function giveawaySwitch(t: TestApp, on: boolean) {
  await t.db.execute(sql`insert into store_settings (key, value)
    values ('features', ${JSON.stringify({ giveaway: on, supportChat: false })}::jsonb)
    on conflict (key) do update set value = excluded.value`);
  await t.services.bus.publish(SETTINGS_TOPIC, { kind: 'settings.changed', at: new Date().toISOString() });
}
