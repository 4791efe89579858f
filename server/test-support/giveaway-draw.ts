import { sql } from 'drizzle-orm';
import { createDevGiveaways } from '#server/modules/giveaways/dev-giveaways.service.ts';
import { staffClient } from './staff.ts';
import { signedInClient, sqlRows, type TestApp } from './test-app.ts';

// The draw's API tests: people who enter, test giveaways ended a minute ago, the clock the services read.

export type Person = Awaited<ReturnType<typeof signedInClient>> & { userId: string; email: string };

export async function person(t: TestApp): Promise<Person> {
  const c = await signedInClient(t.app);
  const { user } = (await c.call('/api/session')).json! as { user: { id: string; email: string } };
  return Object.assign(c, { userId: user.id, email: user.email });
}

/** A clock the services read, moved by the tests (claim deadlines). */
export function testClock(start = new Date()) {
  let at = start;
  return {
    now: () => at,
    advanceDays(days: number) {
      at = new Date(at.getTime() + days * 24 * 60 * 60 * 1000);
    },
  };
}

let n = 0;

/** Test giveaways (1 winner, 2 alternates, 14 days to claim) entered by the given people, ended a minute ago. */
export function giveawayMaker(t: TestApp, now: () => Date) {
  const dev = createDevGiveaways({ db: t.db, bus: t.services.bus, now });
  return async (entrants: { who: Person; entries: number }[], endsInMinutes = -1) => {
    const slug = `draw-test-${(n += 1)}-${Date.now().toString(36)}`;
    return dev.create({
      slug,
      entrants: entrants.map((e) => ({ email: e.who.email, entries: e.entries })),
      endsInMinutes,
    });
  };
}

export const adminOf = (t: TestApp) => staffClient(t, 'admin');

export async function seedOf(t: TestApp, id: string) {
  const [row] = await sqlRows<{ seed: string }>(t.db, sql`select seed from giveaways where id = ${id}`);
  return row!.seed;
}

export const giveawayAudits = (t: TestApp, id: string) =>
  sqlRows<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    t.db,
    sql`select action, before, after from audit_logs where target_type = 'giveaway' and target_id = ${id} order by id`,
  );

export const winnerMails = (t: TestApp, id: string) =>
  sqlRows<{ to_address: string; subject: string; body: string; user_id: string }>(
    t.db,
    sql`select to_address, subject, body, user_id from notifications_outbox
        where template = 'giveaway-winner' and payload->>'giveawayId' = ${id} order by id`,
  );
