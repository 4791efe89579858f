import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdTimeFunctions, type DestinationStream } from 'pino';

export type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

/**
 * Keys whose values never reach a log line, at the top of a line's data or one level down: who a person is and how
 * to reach them (e-mail, phone, name, address, date of birth), and anything that signs someone in (passwords, PINs,
 * tokens, cookies, authorization headers). A line keeps the key with `[redacted]`, so it still says what was there.
 */
export const REDACTED_KEYS = [
  'email',
  'to',
  'phone',
  'fullName',
  'address',
  'street',
  'apartment',
  'birthDate',
  'dateOfBirth',
  'password',
  'passwordHash',
  'pin',
  'token',
  'secret',
  'cookie',
  'set-cookie',
  'authorization',
  'x-dev-token',
] as const;

const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => {
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  return [safe, `*.${safe}`.replace('.[', '[')];
});

/** What every line logged while serving one request carries: its id (and, in a job it queued, that id too). */
const context = new AsyncLocalStorage<Record<string, unknown>>();

/** Runs `fn` with `bindings` added to every line it logs, however deep in the services. */
export const withLogContext = <T>(bindings: Record<string, unknown>, fn: () => T): T =>
  context.run({ ...context.getStore(), ...bindings }, fn);

/** The bindings of the request (or job) being served, e.g. to carry its id into work queued for later. */
export const currentLogContext = (): Readonly<Record<string, unknown>> | undefined => context.getStore();

/**
 * One JSON object per line on stdout (pino): `time` (ISO), `level` as a word, `msg`, the request's bindings and the
 * line's data, with REDACTED_KEYS censored.
 */
export function createLogger(level: Level, destination?: DestinationStream): Logger {
  const logger = pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => context.getStore() ?? {},
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  const write =
    (at: Exclude<Level, 'silent'>) =>
    (msg: string, data?: Record<string, unknown>): void =>
      data ? logger[at](data, msg) : logger[at](msg);
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
