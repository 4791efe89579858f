import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '#server/seed/seed-accounts.ts';
import { courierClient, PIN } from '../couriers.ts';
import { client, ORIGIN, signedInClient, sqlRows, type TestApp } from '../test-app.ts';
import type { Identity } from './requests.ts';

type Client = ReturnType<typeof client>;

const PASSWORD = 'Harbor-lights-42';
/** The demo partner shop's owner: merchant routes are fuzzed on a real shop. */
const MERCHANT_EMAIL = 'merchant@demo.nymnyc.test';
const cookieOf = (c: Client) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * The callers the fuzzer speaks as: anonymous, a signed-in customer, a courier whose session
 * entered the PIN, and the demo partner shop's owner. `ensure` signs the same accounts back in after
 * a sign-out or a lock, so the rows they own stay theirs.
 */
export async function fuzzIdentities(t: TestApp) {
  const customer = await signedInClient(t.app);
  const courier = await courierClient(t);
  const emailOf = async (c: Client) => ((await c.call('/api/session')).json!.user as { email: string }).email;
  const merchant = client(t.app);
  const merchantSignIn = await merchant.call('/api/session/sign-in', {
    method: 'POST',
    body: { email: MERCHANT_EMAIL, password: DEMO_PASSWORD },
  });
  if (merchantSignIn.status !== 200) throw new Error('the demo merchant could not sign in');
  const accounts = {
    customer: await emailOf(customer),
    courier: await emailOf(courier),
    merchant: MERCHANT_EMAIL,
  };
  const passwords = { customer: PASSWORD, courier: PASSWORD, merchant: DEMO_PASSWORD };
  const [courierRow] = await sqlRows<{ pin_hash: string }>(
    t.db,
    sql`select pin_hash from couriers where user_id = ${courier.userId}`,
  );
  const cookies: Record<Identity, string | null> = {
    anonymous: null,
    customer: cookieOf(customer),
    courier: cookieOf(courier),
    merchant: cookieOf(merchant),
  };
  const call = (path: string, cookie: string | null, body?: unknown) =>
    t.app.request(`${ORIGIN}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { cookie: cookie ?? '', origin: ORIGIN, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });

  async function signIn(who: 'customer' | 'courier' | 'merchant') {
    const c = client(t.app);
    const res = await c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: accounts[who], password: passwords[who] },
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

  /** Signs the customer, the merchant and the courier back in and unlocks the courier if needed; true when it did. */
  async function ensure() {
    let again = false;
    for (const who of ['customer', 'merchant'] as const) {
      const session = (await (await call('/api/session', cookies[who])).json()) as { user: unknown };
      if (!session.user) {
        await signIn(who);
        again = true;
      }
    }
    return (await unlockCourier()) || again;
  }

  return { customer, courier, accounts, cookie: (identity: Identity) => cookies[identity], call, ensure };
}
