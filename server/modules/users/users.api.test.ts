import { describe, expect, it } from 'vitest';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { notificationsOutbox } from '#server/db/schema/notifications.ts';
import { accounts, profiles, userRoles, users } from '#server/db/schema/auth.ts';
import { hashSecret } from '#server/lib/secret-hash.ts';
import { createTestApp, client, newCustomer } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();

const signUp = (body: Record<string, unknown>) =>
  client(t.app).call('/api/session/sign-up', { method: 'POST', body });

describe('sign-up validation (spec §5 messages)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing email', { email: undefined }, 'email', 'Email is required'],
    ['empty email', { email: '' }, 'email', 'Email is required'],
    ['bad email', { email: 'not-an-email' }, 'email', 'Invalid email format'],
    ['long email', { email: `${'a'.repeat(250)}@x.test` }, 'email', 'Invalid email format'],
    [
      'short password',
      { password: 'ab1', confirmPassword: 'ab1' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      'no letter',
      { password: '12345678', confirmPassword: '12345678' },
      'password',
      'Password must contain at least one letter',
    ],
    [
      'no number',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'password',
      'Password must contain at least one number',
    ],
    ['mismatch', { confirmPassword: 'Other-2024' }, 'confirmPassword', 'Passwords do not match'],
    ['no name', { fullName: '   ' }, 'fullName', 'Full name is required'],
    ['long name', { fullName: 'x'.repeat(100) }, 'fullName', 'Full name must be less than 100 characters'],
    ['no phone', { phone: '' }, 'phone', 'Phone number is required'],
    ['short phone', { phone: '555-0199' }, 'phone', 'Phone must be 10 digits'],
    ['no age', { ageConfirmed: false }, 'ageConfirmed', 'You must confirm you are 21 or older'],
  ];
  it.each(cases)('%s', async (_name, override, field, message) => {
    const before = await t.db.$count(users);
    const res = await signUp(newCustomer(override));
    expect(res.status).toBe(400);
    expect(res.json!.error.code).toBe('validation_error');
    expect(res.json!.error.fields[field]).toBe(message);
    expect(await t.db.$count(users)).toBe(before);
  });

  it.each(['password1', 'Password123', 'qwerty123', 'P@ssw0rd2024'])(
    'refuses the common password %s on the password field, and writes nothing',
    async (password) => {
      const before = await t.db.$count(users);
      const res = await signUp(newCustomer({ password, confirmPassword: password }));
      expect(res.status).toBe(400);
      expect(res.json!.error).toEqual({
        code: 'validation_error',
        message: 'This password is too common. Choose one that is harder to guess.',
        fields: { password: 'This password is too common. Choose one that is harder to guess.' },
      });
      expect(await t.db.$count(users)).toBe(before);
    },
  );

  it('refuses a password containing the e-mail name or the full name, and accepts a strong one', async () => {
    const message = 'Your password must not contain your name or e-mail address.';
    const email = `maya.brooks.${Date.now()}@example.test`;
    const local = email.split('@')[0]!;
    for (const password of [`${local}-X1`, 'Jordan Lee 4ever', 'xJordanLee-9']) {
      const res = await signUp(newCustomer({ email, password, confirmPassword: password }));
      expect(res.status, password).toBe(400);
      expect(res.json!.error.fields).toEqual({ password: message });
    }
    const strong = 'tram7-Quince-velvet';
    expect((await signUp(newCustomer({ email, password: strong, confirmPassword: strong }))).status).toBe(
      201,
    );
  });

  it('accepts a 99-character name and normalises the phone to digits', async () => {
    const body = newCustomer({ fullName: 'y'.repeat(99), phone: '(718) 555-0142' });
    const res = await signUp(body);
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select({ phone: profiles.phone, fullName: profiles.fullName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, body.email));
    expect(row).toEqual({ phone: '7185550142', fullName: 'y'.repeat(99) });
  });
});

describe('sign-up', () => {
  const SUCCESS = { message: 'Account created successfully! Please check your email to confirm.' };
  const signInAs = (c: ReturnType<typeof client>, email: string, password: string) =>
    c.call('/api/session/sign-in', { method: 'POST', body: { email, password } });
  const outbox = (address: string) =>
    t.db
      .select({
        template: notificationsOutbox.template,
        subject: notificationsOutbox.subject,
        body: notificationsOutbox.body,
      })
      .from(notificationsOutbox)
      .where(eq(notificationsOutbox.toAddress, address))
      .orderBy(notificationsOutbox.id);

  it('creates user, credential, profile, customer role and confirmation e-mail, and no session', async () => {
    const body = newCustomer({ email: 'New.Person@Example.test' });
    const c = client(t.app);
    const res = await c.call('/api/session/sign-up', { method: 'POST', body });
    expect(res.status).toBe(201);
    expect(res.json).toEqual(SUCCESS);
    expect(res.cookies).toEqual([]);
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'new.person@example.test'));
    const [account] = await t.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, user!.id));
    expect(account!.password).toMatch(/^\$argon2id\$/);
    const roles = await t.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, user!.id));
    expect(roles).toEqual([{ role: 'customer' }]);
    const mail = await t.db
      .select({ subject: notificationsOutbox.subject, body: notificationsOutbox.body })
      .from(notificationsOutbox)
      .where(eq(notificationsOutbox.userId, user!.id));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('/confirm-email?token=');
    expect((await c.call('/api/session')).json!.user).toBeNull();
    // The web app signs in next with the same credentials.
    expect((await signInAs(c, 'new.person@example.test', body.password)).status).toBe(200);
    expect((await c.call('/api/session')).json!.user).toMatchObject({
      email: 'new.person@example.test',
      fullName: 'Jordan Lee',
      roles: ['customer'],
    });
  });

  it('answers an address that already has an account exactly as a new one, and e-mails its owner', async () => {
    const owner = newCustomer();
    expect((await signUp(owner)).status).toBe(201);
    const before = await t.db.$count(users);
    const c = client(t.app);
    const again = await c.call('/api/session/sign-up', {
      method: 'POST',
      body: {
        ...newCustomer({ password: 'Other-pass-77', confirmPassword: 'Other-pass-77' }),
        email: owner.email.toUpperCase(),
      },
    });
    const fresh = await signUp(newCustomer());
    expect(again.status).toBe(201);
    expect(again.json).toEqual(SUCCESS);
    expect(again.json).toEqual(fresh.json);
    expect(again.cookies).toEqual([]);
    expect(await t.db.$count(users)).toBe(before + 1);
    const mail = await outbox(owner.email);
    expect(mail.map((m) => m.template)).toEqual(['confirm-email', 'account-exists']);
    expect(mail[1]!.subject).toBe('Someone tried to create an account with your e-mail');
    expect(mail[1]!.body).toContain('If it was you, sign in');
    expect(mail[1]!.body).not.toContain('token=');
    // The account and its password are untouched: the owner's password still works, the newcomer's does not.
    expect((await signInAs(c, owner.email, 'Other-pass-77')).status).toBe(401);
    expect((await signInAs(c, owner.email, owner.password)).status).toBe(200);
  });

  it('hashes the password for a taken address too, so the answer costs the same work', async () => {
    // Counted, not timed: a timing comparison on a busy machine says more about the machine than the code.
    const hashed: string[] = [];
    const counted = await createTestApp(
      {},
      {
        hashPassword: async (plain) => {
          hashed.push(plain);
          return hashSecret(plain);
        },
      },
    );
    try {
      const c = client(counted.app);
      const owner = newCustomer();
      const free = await c.call('/api/session/sign-up', { method: 'POST', body: owner });
      const taken = await c.call('/api/session/sign-up', {
        method: 'POST',
        body: {
          ...newCustomer({ password: 'Other-pass-77', confirmPassword: 'Other-pass-77' }),
          email: owner.email,
        },
      });
      expect([free.status, taken.status]).toEqual([201, 201]);
      expect(taken.json).toEqual(free.json);
      expect(hashed).toEqual([owner.password, 'Other-pass-77']);
    } finally {
      await counted.close();
    }
  });

  it('ignores role escalation attempts in the body', async () => {
    const c = client(t.app);
    const body = { ...newCustomer(), role: 'admin', roles: ['admin'], emailVerified: true };
    const res = await c.call('/api/session/sign-up', { method: 'POST', body });
    expect(res.status).toBe(201);
    await signInAs(c, body.email, body.password);
    const session = await c.call('/api/session');
    expect(session.json!.user).toMatchObject({ roles: ['customer'], emailVerified: false });
  });
});

describe('e-mail confirmation', () => {
  const PUBLISHED_DEFAULT = 'development-only-secret-change-me-0123456789';

  async function unconfirmed() {
    const body = newCustomer();
    expect((await signUp(body)).status).toBe(201);
    const [user] = await t.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, body.email));
    return user!;
  }
  const userRow = async (id: string) =>
    (
      await t.db
        .select({ email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, id))
    )[0]!;
  const open = (token: string, callbackURL: string | null = '/') =>
    client(t.app).call(
      `/api/auth/verify-email?token=${encodeURIComponent(token)}${callbackURL ? `&callbackURL=${encodeURIComponent(callbackURL)}` : ''}`,
    );
  const sessionCookies = (res: { cookies: string[] }) => res.cookies.filter((v) => /session_token=/.test(v));
  const INVALID = {
    error: { code: 'invalid_link', message: 'This confirmation link is not valid or has expired.' },
  };

  it('confirms the address through the link in the outbox, and signs nobody in', async () => {
    const user = await unconfirmed();
    const [mail] = await t.db
      .select({ body: notificationsOutbox.body })
      .from(notificationsOutbox)
      .where(eq(notificationsOutbox.userId, user.id));
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/confirm-email');
    const res = await open(link.searchParams.get('token')!, null);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Your e-mail address is confirmed.' });
    expect(res.cookies).toEqual([]);
    expect(await userRow(user.id)).toMatchObject({ emailVerified: true });
    // Opened again, or through a link sent before the confirmation page (with a callbackURL): still fine.
    const again = await open(link.searchParams.get('token')!);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/');
    expect(sessionCookies(again)).toEqual([]);
  });

  it.each([
    ['the formerly published default secret', PUBLISHED_DEFAULT],
    ['any other fixed string', 'x'.repeat(32)],
  ])('refuses a token signed with %s: no session, still unconfirmed', async (_name, secret) => {
    const user = await unconfirmed();
    const forged = await createEmailVerificationToken(secret, user.email, undefined, 3600, {
      userId: user.id,
    });
    for (const callbackURL of ['/', null]) {
      const res = await open(forged, callbackURL);
      expect(res.status).toBe(400);
      expect(res.json).toEqual(INVALID);
      expect(sessionCookies(res)).toEqual([]);
    }
    expect(await userRow(user.id)).toMatchObject({ emailVerified: false });
  });

  it('refuses an e-mail change token (updateTo) even signed with the real secret; the e-mail stays', async () => {
    const [victim] = await t.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, 'customer@demo.nymnyc.test'));
    const secret = t.services.env.AUTH_SECRET;
    for (const requestType of [undefined, 'change-email-verification', 'change-email-confirmation']) {
      const token = await createEmailVerificationToken(
        secret,
        victim!.email,
        'attacker@example.test',
        3600,
        requestType ? { userId: victim!.id, requestType } : { userId: victim!.id },
      );
      const res = await open(token);
      expect(res.status, requestType).toBe(400);
      expect(res.json).toEqual(INVALID);
      expect(sessionCookies(res)).toEqual([]);
    }
    expect(await userRow(victim!.id)).toMatchObject({ email: 'customer@demo.nymnyc.test' });
  });

  it('refuses a token with a claim the store never issues, an expired one, and one for another user', async () => {
    const user = await unconfirmed();
    const other = await unconfirmed();
    const secret = t.services.env.AUTH_SECRET;
    const tokens = [
      await createEmailVerificationToken(secret, user.email, undefined, 3600, {
        userId: user.id,
        role: 'admin',
      }),
      await createEmailVerificationToken(secret, user.email, undefined, 3600),
      await createEmailVerificationToken(secret, user.email, undefined, -60, { userId: user.id }),
      await createEmailVerificationToken(secret, user.email, undefined, 3600, { userId: other.id }),
      'not-a-token',
      '',
    ];
    for (const token of tokens) {
      const res = await open(token);
      expect(res.status).toBe(400);
      expect(res.json).toEqual(INVALID);
    }
    expect(await userRow(user.id)).toMatchObject({ emailVerified: false });
    expect(await userRow(other.id)).toMatchObject({ emailVerified: false });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in the demo customer and signs out on the server', async () => {
    const c = client(t.app);
    const res = await c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: 'CUSTOMER@demo.nymnyc.test', password: 'Demo-pass-2024' },
    });
    expect(res.status).toBe(200);
    expect(res.json!.message).toBe('Signed in successfully!');
    expect(res.json!.user.roles).toEqual(['customer']);
    const token = c.jar.get('nym.session_token')!;
    expect((await c.call('/api/account')).json!.addresses[0]).toMatchObject({
      borough: 'Brooklyn',
      zip: '11217',
    });
    await c.call('/api/session/sign-out', { method: 'POST' });
    const stale = client(t.app);
    stale.jar.set('nym.session_token', token);
    expect((await stale.call('/api/session')).json!.user).toBeNull();
    expect((await stale.call('/api/account')).status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const c = client(t.app);
    const wrong = await c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: 'customer@demo.nymnyc.test', password: 'Wrong-pass-1' },
    });
    const unknown = await c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: 'nobody@demo.nymnyc.test', password: 'Wrong-pass-1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json!.error.message).toBe('Invalid email or password');
  });

  it('counts only failed sign-ins against the e-mail: ten right passwords in a row all get in', async () => {
    const body = newCustomer();
    expect((await signUp(body)).status).toBe(201);
    const c = client(t.app);
    const credentials = { email: body.email, password: body.password };
    for (let i = 0; i < 10; i++) {
      const res = await c.call('/api/session/sign-in', { method: 'POST', body: credentials });
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it('refuses the right password after 5 failures for that e-mail', async () => {
    const body = newCustomer();
    expect((await signUp(body)).status).toBe(201);
    const wrong = { email: body.email, password: 'Wrong-pass-1' };
    // From five different addresses: the limit follows the e-mail, not the caller.
    for (let i = 0; i < 5; i++) {
      const res = await client(t.app).call('/api/session/sign-in', { method: 'POST', body: wrong });
      expect(res.status).toBe(401);
    }
    const c = client(t.app);
    const right = await c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: body.email, password: body.password },
    });
    expect(right.status).toBe(429);
    expect(right.cookies.filter((v) => v.includes('session_token='))).toEqual([]);
  });

  it('lets no more than 5 failures through when they arrive all at once', async () => {
    const body = newCustomer();
    expect((await signUp(body)).status).toBe(201);
    const wrong = { email: body.email, password: 'Wrong-pass-1' };
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        client(t.app).call('/api/session/sign-in', { method: 'POST', body: wrong }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('still counts every sign-in from one address, successful or not', async () => {
    const body = newCustomer();
    expect((await signUp(body)).status).toBe(201);
    const c = client(t.app);
    const credentials = { email: body.email, password: body.password };
    for (let i = 0; i < 20; i++) {
      expect((await c.call('/api/session/sign-in', { method: 'POST', body: credentials })).status).toBe(200);
    }
    const limited = await c.call('/api/session/sign-in', { method: 'POST', body: credentials });
    expect(limited.status).toBe(429);
  });

  it('rate-limits sign-in per e-mail after 5 attempts', async () => {
    const c = client(t.app);
    const body = { email: 'admin@demo.nymnyc.test', password: 'Wrong-pass-1' };
    for (let i = 0; i < 5; i++)
      expect((await c.call('/api/session/sign-in', { method: 'POST', body })).status).toBe(401);
    const limited = await c.call('/api/session/sign-in', { method: 'POST', body });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.json!.error.message).toMatch(/^Too many attempts/);
  });
});
