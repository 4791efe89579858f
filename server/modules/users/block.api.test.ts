import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { SESSIONS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { auditTrail } from '#server/modules/audit/audit.service.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
let adminId: string;
beforeAll(async () => {
  const [admin] = await sqlRows<{ id: string }>(
    t.db,
    sql`select id from users where email = 'admin@demo.nymnyc.test'`,
  );
  adminId = admin!.id;
});

async function customer() {
  const c = client(t.app);
  const body = newCustomer();
  await signUpAndSignIn(c, body);
  const { user } = (await c.call('/api/session')).json! as { user: { id: string } };
  return { c, userId: user.id, email: body.email, password: body.password };
}

const signIn = (email: string, password: string) =>
  client(t.app).call('/api/session/sign-in', { method: 'POST', body: { email, password } });
const sessionCount = async (userId: string) =>
  (
    await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from sessions where user_id = ${userId}`)
  )[0]!.n;

describe('users.block', () => {
  it('marks the account, ends every session and records who blocked it and why', async () => {
    const { userId, email, password } = await customer();
    await signIn(email, password);
    expect(await sessionCount(userId)).toBe(2);

    const events: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(SESSIONS_TOPIC, (event) => events.push(event));
    const result = await t.services.users.accounts.block(userId, 'Chargeback fraud', adminId);
    stop();

    expect(result.userId).toBe(userId);
    // Every realtime socket of the user closes too (server/realtime/hub.api.test.ts).
    expect(events).toEqual([
      { kind: 'sessions.ended', userId, sessionId: null, at: expect.any(String) as string },
    ]);
    const [row] = await sqlRows<{ blocked_at: Date | string | null; blocked_reason: string | null }>(
      t.db,
      sql`select blocked_at, blocked_reason from users where id = ${userId}`,
    );
    expect(row!.blocked_at).not.toBeNull();
    expect(row!.blocked_reason).toBe('Chargeback fraud');
    expect(await sessionCount(userId)).toBe(0);
    const trail = await auditTrail(t.db, 'user', userId);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'user.blocked',
      actorUserId: adminId,
      details: { reason: 'Chargeback fraud', sessionsEnded: 2 },
    });
  });

  it('refuses sign-in with the spec text after the right password, and creates no session', async () => {
    const { userId, email, password } = await customer();
    await t.services.users.accounts.block(userId, 'Under-age purchase attempt', adminId);

    const res = await signIn(email, password);
    expect(res.status).toBe(403);
    expect(res.json!.error).toEqual({ code: 'account_restricted', message: AUTH_MESSAGES.accountRestricted });
    expect(AUTH_MESSAGES.accountRestricted).toBe(
      'Your access has been restricted. Please contact support if you believe this is an error.',
    );
    expect(res.cookies.filter((cookie) => /session_token=[^;]/.test(cookie))).toEqual([]);
    expect(await sessionCount(userId)).toBe(0);
  });

  it('gives a wrong password the usual answer, so the block is not revealed to someone guessing', async () => {
    const { userId, email } = await customer();
    await t.services.users.accounts.block(userId, 'Abuse', adminId);
    const res = await signIn(email, 'Wrong-pass-2024');
    expect(res.status).toBe(401);
    expect(res.json!.error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('leaves other accounts signed in', async () => {
    const blocked = await customer();
    const bystander = await customer();
    await t.services.users.accounts.block(blocked.userId, 'Abuse', adminId);
    expect((await bystander.c.call('/api/account')).status).toBe(200);
    expect((await signIn(bystander.email, bystander.password)).status).toBe(200);
  });

  it('answers 404 for an unknown user and writes nothing', async () => {
    const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_logs`);
    await expect(t.services.users.accounts.block('no-such-user', 'Abuse', adminId)).rejects.toMatchObject({
      status: 404,
    });
    expect(await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_logs`)).toEqual(
      before,
    );
  });
});
