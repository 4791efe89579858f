import { sessionStore } from './session-store.ts';

const STORAGE_KEY = 'checkout_attempt';

interface Attempt {
  key: string;
  fingerprint: string;
}

/** A random key of 32 hex digits (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A short hash of the request body, so the stored attempt never holds the customer's details. */
export function fingerprint(body: unknown): string {
  const text = JSON.stringify(body) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

function readAttempt(): Attempt | null {
  try {
    const value = JSON.parse(sessionStore.get(STORAGE_KEY) ?? 'null') as Partial<Attempt> | null;
    return typeof value?.key === 'string' && typeof value.fingerprint === 'string'
      ? { key: value.key, fingerprint: value.fingerprint }
      : null;
  } catch {
    return null;
  }
}

/**
 * The Idempotency-Key for this body: the stored one while the details are unchanged (a retry after a lost
 * answer replays the first order), a fresh one once anything in the form changed.
 */
export function idempotencyKeyFor(body: unknown): string {
  const print = fingerprint(body);
  const stored = readAttempt();
  if (stored?.fingerprint === print) return stored.key;
  const key = newIdempotencyKey();
  sessionStore.set(STORAGE_KEY, JSON.stringify({ key, fingerprint: print } satisfies Attempt));
  return key;
}

/** After a placed order (or a refused key) the next checkout is a new attempt. */
export function clearIdempotencyKey() {
  sessionStore.remove(STORAGE_KEY);
}
