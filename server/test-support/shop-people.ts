import { sql } from 'drizzle-orm';
import { demoClient } from './staff.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows, type TestApp } from './test-app.ts';

type Client = ReturnType<typeof client>;

/** The demo shop's owner, signed in. */
export function demoOwner(t: TestApp): Promise<Client> {
  return demoClient(t, 'merchant@demo.nymnyc.test');
}

/** A new account holding only the merchant role, signed in, working in `shopId` as `role`. */
export async function shopMemberClient(t: TestApp, shopId: string, role: 'owner' | 'staff') {
  const c = client(t.app);
  const body = newCustomer();
  await signUpAndSignIn(c, body);
  const [user] = await sqlRows<{ id: string }>(
    t.db,
    sql`select id from users where email = ${body.email.toLowerCase()}`,
  );
  await t.db.execute(sql`update user_roles set role = 'merchant' where user_id = ${user!.id}`);
  await t.db.execute(
    sql`insert into merchant_members (user_id, merchant_id, role) values (${user!.id}, ${shopId}, ${role})`,
  );
  return { c, userId: user!.id, email: body.email.toLowerCase(), name: body.fullName };
}
