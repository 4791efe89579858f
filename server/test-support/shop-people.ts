import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '#server/seed/seed-accounts.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows, type TestApp } from './test-app.ts';

type Client = ReturnType<typeof client>;

/** The demo shop's owner, signed in. */
export async function demoOwner(t: TestApp): Promise<Client> {
  const c = client(t.app);
  const res = await c.call('/api/session/sign-in', {
    method: 'POST',
    body: { email: 'merchant@demo.nymnyc.test', password: DEMO_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`demo merchant sign-in: ${res.status}`);
  return c;
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
