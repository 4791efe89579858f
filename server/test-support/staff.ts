import { sql } from 'drizzle-orm';
import { signedInClient, type TestApp } from './test-app.ts';

/** A signed-in account holding only `role` (admin or support) instead of customer; roles are read per request. */
export async function staffClient(t: TestApp, role: 'admin' | 'support') {
  const c = await signedInClient(t.app);
  const { user } = (await c.call('/api/session')).json! as { user: { id: string } };
  await t.db.execute(sql`update user_roles set role = ${role} where user_id = ${user.id}`);
  return Object.assign(c, { userId: user.id });
}
