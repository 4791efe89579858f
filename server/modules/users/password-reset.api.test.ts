import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES } from '#domain/account/password-reset.ts';
import { SESSIONS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import {
  createTestApp,
  client,
  newCustomer,
  signUpAndSignIn,
  sqlRows,
} from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp({}, { now: () => clock });
/** The clock the reset links read; tests move it forward. */
let clock = new Date();

type Client = ReturnType<typeof client>;
const NEW_PASSWORD = 'Quiet-river-7731';
/** Asks for a link, then waits for the work the store does after answering. */
async function request(c: Client, email: string) {
  const answer = await c.call('/api/session/password-reset', { method: 'POST', body: { email } });
  await t.services.users.passwordReset.settled();
  return answer;
}
const check = (c: Client, token: string) => c.call(`/api/session/password-reset/${token}`);
const reset = (c: Client, token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  c.call(`/api/session/password-reset/${token}`, { method: 'POST', body: { password, confirmPassword } });
const signIn = (c: Client, email: string, password: string) =>
  c.call('/api/session/sign-in', { method: 'POST', body: { email, password } });

async function resetMails(email: string) {
  return sqlRows<{ subject: string; body: string; template: string }>(
    t.db,
    sql`select subject, body, template from notifications_outbox
        where to_address = ${email} and template = 'password-reset' order by id`,
  );
}

/** The token in the newest reset e-mail to `email`. */
async function latestToken(email: string) {
  const mails = await resetMails(email);
  const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.body);
  return link![1]!;
}

/** A customer signed in on `c`, with their e-mail. */
async function customer(c: Client = client(t.app)) {
  const body = newCustomer();
  await signUpAndSignIn(c, body);
  return { c, email: body.email, password: body.password };
}

describe('POST /api/session/password-reset', () => {
  it('answers the same 202 for a known and an unknown address, and e-mails only the known one', async () => {
    const { email } = await customer();
    const unknown = `nobody.${Date.now()}@example.test`;
    const known = await request(client(t.app), email.toUpperCase());
    const missing = await request(client(t.app), unknown);
    expect(known.status).toBe(202);
    expect(missing.status).toBe(202);
    expect(known.json).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(missing.text).toBe(known.text);
    expect(await resetMails(unknown)).toEqual([]);
    const [mail] = await resetMails(email);
    expect(mail!.subject).toBe('Reset your New York Minute NYC password');
    expect(mail!.body).toContain('valid for 30 minutes and works once');
    const token = await latestToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await sqlRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from password_reset_tokens where token_hash = ${token}`,
    );
    expect(stored).toEqual([]);
  });

  it('answers before it looks the address up, so the answer takes the same time with or without an account', async () => {
    const held: (() => Promise<void>)[] = [];
    const own = await createTestApp({}, { now: () => clock, passwordResetLater: (work) => held.push(work) });
    try {
      const known = newCustomer();
      await signUpAndSignIn(client(own.app), known);
      const lookups = vi.spyOn(own.database.db, 'transaction');
      const answers = [];
      for (const email of [known.email, `nobody.${Date.now()}@example.test`]) {
        answers.push(
          await client(own.app).call('/api/session/password-reset', { method: 'POST', body: { email } }),
        );
      }
      // Both answers were given with the account lookup still waiting its turn: it cannot have shaped them.
      expect(answers.map((a) => [a.status, a.text])).toEqual([
        [202, answers[0]!.text],
        [202, answers[0]!.text],
      ]);
      expect(held).toHaveLength(2);
      expect(lookups).not.toHaveBeenCalled();
      for (const work of held) await work();
      expect(lookups).toHaveBeenCalledTimes(2);
      const mails = await sqlRows<{ to_address: string }>(
        own.db,
        sql`select to_address from notifications_outbox where template = 'password-reset'`,
      );
      expect(mails).toEqual([{ to_address: known.email }]);
    } finally {
      await own.close();
    }
  });

  it('refuses a missing or malformed address with the sign-up texts', async () => {
    const c = client(t.app);
    const empty = await c.call('/api/session/password-reset', { method: 'POST', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json!.error.fields).toEqual({ email: 'Email is required' });
    const bad = await request(c, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.json!.error.fields).toEqual({ email: 'Invalid email format' });
  });

  it('limits requests per address (known or not) and per IP with a 429', async () => {
    const c = client(t.app);
    const unknown = `limit.${Date.now()}@example.test`;
    for (let i = 0; i < 3; i++) expect((await request(c, unknown)).status).toBe(202);
    const perAddress = await request(client(t.app), unknown);
    expect(perAddress.status).toBe(429);
    expect(perAddress.json!.error.message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    const other = client(t.app);
    for (let i = 0; i < 10; i++)
      expect((await request(other, `ip${i}.${Date.now()}@example.test`)).status).toBe(202);
    expect((await request(other, `ip-last.${Date.now()}@example.test`)).status).toBe(429);
  });
});

describe('the reset link', () => {
  it('sets the password once, ends every session, signs in here; the old password fails', async () => {
    const { c: old, email, password } = await customer();
    const second = client(t.app);
    expect((await signIn(second, email, password)).status).toBe(200);
    await request(client(t.app), email);
    const token = await latestToken(email);
    const browser = client(t.app);
    expect((await check(browser, token)).json).toMatchObject({ valid: true });

    const events: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(SESSIONS_TOPIC, (event) => events.push(event));
    const done = await reset(browser, token);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ message: PASSWORD_RESET_MESSAGES.done, user: { email } });
    const userId = (done.json!.user as { id: string }).id;
    // Every realtime socket of the account closes too (server/realtime/hub.api.test.ts).
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        kind: 'sessions.ended',
        userId,
        sessionId: null,
        at: expect.any(String) as string,
      }),
    );
    stop();
    const sessions = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sessions where user_id = ${userId}`,
    );
    expect(sessions[0]!.n).toBe(1);
    expect((await browser.call('/api/account')).status).toBe(200);
    expect((await old.call('/api/account')).status).toBe(401);
    expect((await second.call('/api/account')).status).toBe(401);
    expect((await old.call('/api/session')).json).toEqual({ user: null });

    expect((await signIn(client(t.app), email, password)).status).toBe(401);
    expect((await signIn(client(t.app), email, NEW_PASSWORD)).status).toBe(200);

    expect((await check(browser, token)).json).toEqual({
      valid: false,
      reason: 'used',
      message: PASSWORD_RESET_MESSAGES.invalidLink,
    });
    const again = await reset(client(t.app), token, 'Other-harbor-88');
    expect(again.status).toBe(400);
    expect(again.json!.error.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
  });

  it('expires 30 minutes after the request', async () => {
    const { email } = await customer();
    await request(client(t.app), email);
    const token = await latestToken(email);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 30 * 60_000 - 1);
      expect((await check(client(t.app), token)).json).toMatchObject({ valid: true });
      clock = new Date(start.getTime() + 30 * 60_000);
      expect((await check(client(t.app), token)).json).toMatchObject({ valid: false, reason: 'expired' });
      const late = await reset(client(t.app), token);
      expect(late.status).toBe(400);
      expect(late.json!.error.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
    } finally {
      clock = start;
    }
  });

  it('is void once a newer link is asked for', async () => {
    const { email } = await customer();
    await request(client(t.app), email);
    const older = await latestToken(email);
    await request(client(t.app), email);
    const newer = await latestToken(email);
    expect(newer).not.toBe(older);
    expect((await check(client(t.app), older)).json).toMatchObject({ valid: false, reason: 'replaced' });
    expect((await reset(client(t.app), older)).status).toBe(400);
    expect((await reset(client(t.app), newer)).status).toBe(200);
  });

  it('answers an unknown or malformed token with the same neutral text', async () => {
    for (const token of ['A'.repeat(43), 'short', '%00']) {
      expect((await check(client(t.app), token)).json).toEqual({
        valid: false,
        reason: 'unknown',
        message: PASSWORD_RESET_MESSAGES.invalidLink,
      });
    }
  });

  it('refuses a weak, common, personal or mismatched password and keeps the link open', async () => {
    const { email } = await customer();
    await request(client(t.app), email);
    const token = await latestToken(email);
    const c = client(t.app);
    const cases: [string, string, Record<string, string>][] = [
      ['short1', 'short1', { password: 'Password must be at least 8 characters' }],
      ['onlyletters', 'onlyletters', { password: 'Password must contain at least one number' }],
      [
        'Password123!',
        'Password123!',
        { password: 'This password is too common. Choose one that is harder to guess.' },
      ],
      ['Harbor-lights-42', 'Harbor-lights-43', { confirmPassword: 'Passwords do not match' }],
    ];
    for (const [password, confirm, fields] of cases) {
      const res = await reset(c, token, password, confirm);
      expect(res.status).toBe(400);
      expect(res.json!.error.fields).toEqual(fields);
    }
    const personal = await reset(c, token, `${email.split('@')[0]}9`);
    expect(personal.json!.error.fields).toEqual({
      password: 'Your password must not contain your name or e-mail address.',
    });
    expect((await check(c, token)).json).toMatchObject({ valid: true });
  });

  it('resets a blocked account but does not sign it in', async () => {
    const { c: old, email } = await customer();
    await t.db.execute(sql`update users set blocked_at = now() where email = ${email}`);
    await request(client(t.app), email);
    const browser = client(t.app);
    const done = await reset(browser, await latestToken(email));
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ message: PASSWORD_RESET_MESSAGES.doneRestricted, user: null });
    expect(done.cookies.filter((v) => v.includes('session_token='))).toEqual([]);
    expect((await old.call('/api/account')).status).toBe(401);
  });
});
