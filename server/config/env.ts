import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { REALTIME_LIMITS } from '#server/realtime/limits.ts';
import { dataDirAuthSecret } from './auth-secret.ts';
import {
  dataDirVapidKeys,
  defaultVapidSubject,
  generateVapidKeys,
  isVapidPrivateKey,
  isVapidPublicKey,
} from './vapid-keys.ts';

const Bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1, so a development server is not on the network; every interface in production. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED_DEMO: Bool.optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** The store's public origin; unset, the origin `HOST` and `PORT` give (see publicOrigins). */
  PUBLIC_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  REQUIRE_EMAIL_VERIFICATION: Bool.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('New York Minute NYC <hello@nymnyc.test>'),
  MAP_TILE_URL: z.string().default(''),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  RATE_LIMIT_ENABLED: Bool.default(true),
  /** How long a SIGTERM may take to drain requests and close the database before the process exits 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * After a SIGTERM, how long /readyz answers 503 while requests are still served, before the server stops
   * listening: a load balancer that polls readiness (every few seconds) takes the process out first. 0 behind
   * nginx, which retries a refused connection on another server.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Behind a proxy that appends the caller to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for). */
  TRUST_PROXY: Bool.default(false),
  /** How many such proxies stand in front, each appending one entry: the client is that many from the right. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Realtime sockets one client address may hold (its next upgrade gets 429). */
  REALTIME_SOCKETS_PER_IP: z.coerce.number().int().min(1).default(REALTIME_LIMITS.socketsPerIp),
  /** Realtime sockets one server process holds (the next upgrade gets 503). */
  REALTIME_SOCKETS: z.coerce.number().int().min(1).default(REALTIME_LIMITS.sockets),
  WEB_DIST: z.string().default('./dist/web'),
  /** Store-operator tools for trying the store (advance an order); off in production unless set. */
  DEV_TOOLS: Bool.optional(),
  /** Secret the dev tools require (header x-dev-token); random per start when unset. */
  DEV_TOKEN: z.string().min(16).optional(),
  /** Tests and the bench only: count database round trips, read with the dev tools. */
  DB_COUNT_ROUND_TRIPS: Bool.default(false),
  /** The media library in an S3-compatible bucket instead of `<DATA_DIR>/media` (all S3_* are read only then). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: Bool.default(false),
  /** An HTTP SMS gateway (POST {to, body} JSON); unset, text messages go to the log. */
  SMS_URL: z.string().url().optional(),
  /** The gateway's bearer token. */
  SMS_TOKEN: z.string().min(1).optional(),
  /** The outbox worker: its fallback poll, attempts before a dead letter, the first retry's wait and its cap. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  OUTBOX_BACKOFF_MS: z.coerce.number().int().min(10).default(30_000),
  OUTBOX_BACKOFF_MAX_MS: z.coerce.number().int().min(10).default(3_600_000),
  /** How long a worker's claim on a message holds before another process may take it over. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).default(120_000),
  /**
   * The Prometheus metrics at `/metrics` on the store's port, for a scraper sending `Authorization: Bearer` with
   * this token; unset, that path is 404. Never public: nginx answers 404 for it too (deploy/nginx).
   */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  /** The metrics on a port of their own (every path but /metrics is 404), without a token; unset, none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The interface METRICS_PORT listens on: this machine only unless set. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Web Push (VAPID): the key pair as `npx web-push generate-vapid-keys` prints it, both base64url. */
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(
      isVapidPublicKey,
      'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key (65 bytes, base64url)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(isVapidPrivateKey, 'VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes, base64url)')
    .optional(),
  /** Who push services may contact about this sender: a mailto: or https: URL; unset, mailto: MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
});

const EnvSchema = EnvFields.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_SECRET'],
      message: 'AUTH_SECRET is required in production',
    });
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
    });
  }
  // Servers sharing a database each keep their own DATA_DIR: each would make its own pair, and a browser
  // subscribed with one server's key would be refused when another signs for it.
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.VAPID_PUBLIC_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['VAPID_PUBLIC_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production with DATABASE_URL',
    });
  }
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'TRUST_PROXY'> & {
  /** The proxies trusted to append to X-Forwarded-For: 0 without TRUST_PROXY, else TRUST_PROXY_HOPS. */
  TRUST_PROXY: number;
  PUBLIC_URL: string;
  /** The only browser origins trusted with writes and realtime: the store's own and TRUSTED_ORIGINS. */
  ALLOWED_ORIGINS: string[];
  HOST: string;
  AUTH_SECRET: string;
  /** Where AUTH_SECRET was read from when it was not set: the file in DATA_DIR; null when it was set. */
  authSecretFile: string | null;
  SEED_DEMO: boolean;
  DEV_TOOLS: boolean;
  DEV_TOKEN: string;
  /** The Web Push identity: VAPID_*, else the pair kept in DATA_DIR (a fresh pair per start under test). */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Where the VAPID pair was read from when it was not set: the file in DATA_DIR; null otherwise. */
  vapidKeyFile: string | null;
};

/**
 * Only the database settings, for the backup and restore commands: read without the rest of the configuration,
 * which would make DATA_DIR's secret files (a restore must find DATA_DIR as the backup left it).
 */
export function databaseTarget(source: Record<string, string | undefined> = process.env) {
  const parsed = EnvFields.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse({
    DATABASE_URL: source.DATABASE_URL || undefined,
    DATA_DIR: source.DATA_DIR || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { databaseUrl: parsed.data.DATABASE_URL, dataDir: parsed.data.DATA_DIR };
}

const LOOPBACK_OR_ANY = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost', '']);

/**
 * The origins the store's own pages are served from. Configured: exactly PUBLIC_URL's. Unset: what `HOST` and
 * `PORT` give, so `PORT=3456 npm start` trusts its own pages on :3456 and nothing on :3000; on a loopback or
 * any-interface host that is each name of this machine (localhost, 127.0.0.1, [::1]), the first one for links.
 * Never the request's own Host header or scheme, which a client or a proxy can set.
 */
export function publicOrigins(publicUrl: string | undefined, host: string, port: number): string[] {
  if (publicUrl) return [new URL(publicUrl).origin];
  if (!LOOPBACK_OR_ANY.has(host)) {
    return [new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin];
  }
  return ['localhost', '127.0.0.1', '[::1]'].map((name) => new URL(`http://${name}:${port}`).origin);
}

/**
 * The only reader of process.env. Fails fast with every problem listed. Without AUTH_SECRET (never in
 * production) the secret is the one kept in DATA_DIR, made there on first use.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const auth = env.AUTH_SECRET ? { secret: env.AUTH_SECRET, path: null } : dataDirAuthSecret(env.DATA_DIR);
  const vapid = vapidKeys(env);
  const host = env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const own = publicOrigins(env.PUBLIC_URL, host, env.PORT);
  const trusted = env.TRUSTED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  return {
    ...env,
    TRUST_PROXY: env.TRUST_PROXY ? env.TRUST_PROXY_HOPS : 0,
    HOST: host,
    PUBLIC_URL: env.PUBLIC_URL ?? own[0]!,
    ALLOWED_ORIGINS: [...new Set([...own, ...trusted])],
    AUTH_SECRET: auth.secret,
    authSecretFile: auth.path,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    DEV_TOOLS: env.DEV_TOOLS ?? env.NODE_ENV !== 'production',
    DEV_TOKEN: env.DEV_TOKEN ?? randomBytes(24).toString('hex'),
    vapid: {
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
      subject: env.VAPID_SUBJECT ?? defaultVapidSubject(env.MAIL_FROM, env.PUBLIC_URL ?? own[0]!),
    },
    vapidKeyFile: vapid.path,
  };
}

/** The configured pair; under test a fresh one that touches no disk; otherwise the one kept in DATA_DIR. */
function vapidKeys(env: z.infer<typeof EnvSchema>) {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, path: null };
  }
  if (env.NODE_ENV === 'test') return { ...generateVapidKeys(), path: null };
  return dataDirVapidKeys(env.DATA_DIR);
}
