import { sql } from 'drizzle-orm';
import { courierClient, PIN } from '../couriers.ts';
import { client, ORIGIN, signedInClient, sqlRows, type TestApp } from '../test-app.ts';
import type { Identity } from './requests.ts';

type Client = ReturnType<typeof client>;

const PASSWORD = 'Harbor-lights-42';
const cookieOf = (c: Client) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * The callers the fuzzer speaks as: anonymous, a signed-in customer, and a courier whose session
 * entered the PIN. `ensure` signs the same accounts back in after a sign-out or a lock, so the rows
 * they own stay theirs.
 */
export async function fuzzIdentities(t: TestApp) {
  const customer = await signedInClient(t.app);
  const courier = await courierClient(t);
  const emailOf = async (c: Client) => ((await c.call('/api/session')).json!.user as { email: string }).email;
  const accounts = { customer: await emailOf(customer), courier: await emailOf(courier) };
  const [courierRow] = await sqlRows<{ pin_hash: string }>(
    t.db,
    sql`select pin_hash from couriers where user_id = ${courier.userId}`,
  );
  const cookies: Record<Identity, string | null> = {
    anonymous: null,
    customer: cookieOf(customer),
    courier: cookieOf(courier),
  };
  const call = (path: string, cookie: string | null, body?: unknown) =>
    t.app.request(`${ORIGIN}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { cookie: cookie ?? '', origin: ORIGIN, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });

  async function signIn(who: 'customer' | 'courier') {
    const c = client(t.app);
    const res = await c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: accounts[who], password: PASSWORD },
    });
    if (res.status !== 200) throw new Error(`${who} sign-in failed: ${JSON.stringify(res.json)}`);
    cookies[who] = cookieOf(c);
  }

  /** True when it had to sign in or unlock again. */
  async function unlockCourier() {
    const me = await call('/api/courier/me', cookies.courier);
    if (me.status === 401) await signIn('courier');
    const view = me.ok ? ((await me.json()) as { courier: { pin: { unlocked: boolean } } }) : null;
    if (view?.courier.pin.unlocked) return false;
    // Fuzzed PINs may have locked PIN entry or changed the PIN: the fuzzer's courier starts over.
    await t.db.execute(
      sql`update couriers set pin_hash = ${courierRow!.pin_hash}, pin_failed_attempts = 0, pin_locked_until = null
          where user_id = ${courier.userId}`,
    );
    const verify = await call('/api/courier/pin/verify', cookies.courier, { pin: PIN });
    if (!verify.ok) throw new Error(`courier unlock failed: ${await verify.text()}`);
    return true;
  }

  /** Signs the customer and the courier back in and unlocks the courier if needed; true when it did. */
  async function ensure() {
    const session = (await (await call('/api/session', cookies.customer)).json()) as { user: unknown };
    if (!session.user) await signIn('customer');
    return (await unlockCourier()) || !session.user;
  }

  return { customer, courier, accounts, cookie: (identity: Identity) => cookies[identity], call, ensure };
}
