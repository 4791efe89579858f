import { sql } from 'drizzle-orm';
import type { Role } from '#domain/auth.ts';
import { DEMO_PASSWORD } from '#server/seed/seed-accounts.ts';
import { client, newCustomer, signUpAndSignIn, type TestApp } from './test-app.ts';

/** A signed-in client of a new account holding only `role` (admin, support, ...) instead of customer. */
export async function staffClient(t: Pick<TestApp, 'app' | 'db'>, role: Role) {
  const c = client(t.app);
  const account = newCustomer();
  await signUpAndSignIn(c, account);
  const { user } = (await c.call('/api/session')).json! as { user: { id: string } };
  await t.db.execute(sql`update user_roles set role = ${role} where user_id = ${user.id}`);
  return Object.assign(c, { userId: user.id, email: account.email });
}

/** A signed-in client of a seeded demo account (`admin@demo.nymnyc.test`, `merchant@demo.nymnyc.test`, ...). */
export async function demoClient(t: Pick<TestApp, 'app'>, email: string) {
  const c = client(t.app);
  const res = await c.call('/api/session/sign-in', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`${email} could not sign in: ${JSON.stringify(res.json)}`);
  return c;
}
