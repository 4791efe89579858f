import { sql } from 'drizzle-orm';
import type { Role } from '#domain/auth.ts';
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
