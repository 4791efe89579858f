import { sql } from 'drizzle-orm';
import { client, newCustomer, signUpAndSignIn, sqlRows, type TestApp } from './test-app.ts';
import { demoClient } from './staff.ts';

type Client = ReturnType<typeof client>;

/** A new account with the merchant role, working for `shopId` as `role`. */
export async function shopMember(t: TestApp, shopId: string, role: 'owner' | 'staff'): Promise<Client> {
  const c = client(t.app);
  const body = newCustomer();
  await signUpAndSignIn(c, body);
  const email = body.email.toLowerCase();
  await t.db.execute(
    sql`update user_roles set role = 'merchant' where user_id = (select id from users where email = ${email})`,
  );
  await t.db.execute(sql`insert into merchant_members (user_id, merchant_id, role)
    values ((select id from users where email = ${email}), ${shopId}, ${role})`);
  return c;
}

/**
 * The demo merchant (owner of the first shop), a staff member of that shop and the owner of another shop, with the
 * two shops' ids.
 */
export async function shopPeople(t: TestApp) {
  const [demo] = await sqlRows<{ id: string; name: string }>(
    t.db,
    sql`select m.id, m.name from merchants m join merchant_members mm on mm.merchant_id = m.id
      join users u on u.id = mm.user_id where u.email = 'merchant@demo.nymnyc.test'`,
  );
  const [other] = await sqlRows<{ id: string }>(
    t.db,
    sql`select id from merchants where id <> ${demo!.id} order by name limit 1`,
  );
  const owner = await demoClient(t, 'merchant@demo.nymnyc.test');
  return {
    shopId: demo!.id,
    shopName: demo!.name,
    otherShopId: other!.id,
    owner,
    staff: await shopMember(t, demo!.id, 'staff'),
    otherOwner: await shopMember(t, other!.id, 'owner'),
  };
}
