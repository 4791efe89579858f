import { createHmac, timingSafeEqual } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import type { Env } from '#server/config/env.ts';
import type { Db } from '#server/db/client.ts';
import { hashSecret, verifySecret } from '#server/lib/secret-hash.ts';
import { schema } from '#server/db/tables.ts';
import { isBlocked } from './users.repo.ts';

export const SESSION_COOKIE_PREFIX = 'nym';
/** A session lives 30 days and is extended when used more than a day after its last extension. */
const SESSION_LIFETIME_S = 60 * 60 * 24 * 30;
const SESSION_REFRESH_AFTER_S = 60 * 60 * 24;
/** better-auth's error code when a blocked account signs in. */
export const ACCOUNT_BLOCKED = 'ACCOUNT_BLOCKED';

export function createAuth(env: Env, db: Db) {
  const https = env.PUBLIC_URL.startsWith('https:');
  return betterAuth({
    appName: 'New York Minute NYC',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(db, { provider: 'pg', schema, transaction: true }),
    user: {
      modelName: 'users',
      // Read with every session look-up (same row, no extra query), so the session middleware can refuse it.
      additionalFields: { blockedAt: { type: 'date', required: false, input: false } },
    },
    session: { modelName: 'sessions', expiresIn: SESSION_LIFETIME_S, updateAge: SESSION_REFRESH_AFTER_S },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashSecret, verify: ({ hash: h, password }) => verifySecret(h, password) },
    },
    // Opening a confirmation link proves nothing about who opens it: it confirms the address, never signs in.
    emailVerification: { autoSignInAfterVerification: false },
    databaseHooks: {
      session: {
        create: {
          // Runs after the password check, so a wrong guess still gets the same answer as for anyone else.
          before: async (session) => {
            if (await isBlocked(db, session.userId)) {
              throw new APIError('FORBIDDEN', {
                code: ACCOUNT_BLOCKED,
                message: AUTH_MESSAGES.accountRestricted,
              });
            }
          },
        },
      },
    },
    rateLimit: { enabled: false },
    trustedOrigins: env.ALLOWED_ORIGINS,
    telemetry: { enabled: false },
    logger: { disabled: env.NODE_ENV === 'test' },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The session behind `headers`, or null when there is none or its user is blocked: a session row that survived a
 * block counts for nothing (the flag comes with the user row better-auth reads anyway).
 */
export async function activeSession(auth: Auth, headers: Headers) {
  const result = await auth.api.getSession({ headers });
  return result && !result.user.blockedAt ? result : null;
}

/**
 * The session token of the signed cookie in `headers`, or null when there is none or its signature is not ours.
 * The cookie is better-auth's own (`token.base64(HMAC-SHA256(token, secret))`, URI-encoded); checking it here lets the
 * session middleware read session, user and roles in one query (findLiveSession) instead of better-auth's two plus
 * one for the roles.
 */
export async function signedSessionToken(auth: Auth, headers: Headers): Promise<string | null> {
  const context = await auth.$context;
  const name = context.authCookies.sessionToken.name;
  const raw = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', context.secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** True when better-auth would extend this session on its next read (its `updateAge` rule). */
export function sessionRefreshDue(expiresAt: Date, now = Date.now()): boolean {
  return expiresAt.getTime() - SESSION_LIFETIME_S * 1000 + SESSION_REFRESH_AFTER_S * 1000 <= now;
}
