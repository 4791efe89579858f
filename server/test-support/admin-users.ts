import { sql } from 'drizzle-orm';
import { client, newCustomer, signUpAndSignIn, sqlRows, type TestApp } from './test-app.ts';

export type Client = ReturnType<typeof client>;

let devices = 0;
/** A device as the web app reports it; a fresh random id unless given. */
export function trackedDevice(overrides: Record<string, unknown> = {}) {
  devices += 1;
  return {
    deviceId: crypto.randomUUID(),
    deviceType: 'mobile',
    browser: 'Safari',
    os: 'iOS',
    screen: `390x${800 + devices}`,
    timeZone: 'America/New_York',
    language: 'en-US',
    ...overrides,
  };
}

/** A signed-in customer with a unique name and phone, so searches find exactly them. */
export async function customerWith(t: TestApp, fullName: string, phone: string) {
  const c = client(t.app);
  const body = newCustomer({ fullName, phone });
  await signUpAndSignIn(c, body);
  const { user } = (await c.call('/api/session')).json! as { user: { id: string } };
  return { c, userId: user.id, email: body.email, password: body.password };
}

/** The audit rows about a user, oldest first. */
export function userAuditRows(t: TestApp, userId: string) {
  return sqlRows<{
    action: string;
    actor_role: string | null;
    actor_user_id: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    details: Record<string, unknown>;
  }>(
    t.db,
    sql`select action, actor_role, actor_user_id, before, after, details
          from audit_logs where target_type = 'user' and target_id = ${userId} order by id`,
  );
}

export async function sessionCount(t: TestApp, userId: string) {
  const [row] = await sqlRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from sessions where user_id = ${userId}`,
  );
  return row!.n;
}
