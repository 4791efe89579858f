import { sql } from 'drizzle-orm';
import type { Role } from '#domain/auth.ts';
import { client, newCustomer, signUpAndSignIn, type TestApp } from './test-app.ts';

/** A signed-in client of a new account that also holds `role` (admin, support, ...). */
export async function staffClient(t: Pick<TestApp, 'app' | 'db'>, role: Role) {
  const c = client(t.app);
  const account = newCustomer();
  await signUpAndSignIn(c, account);
  await t.db.execute(
    sql`insert into user_roles (user_id, role) select id, ${role} from users where email = ${account.email}`,
  );
  return Object.assign(c, { email: account.email });
}
