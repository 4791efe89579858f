import { createECDH } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreate } from './secret-file.ts';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** The store's Web Push identity (RFC 8292): a P-256 key pair, both halves base64url. */
export interface VapidKeys {
  /** The uncompressed point, 65 bytes: what browsers subscribe with. */
  publicKey: string;
  /** The private scalar, 32 bytes. */
  privateKey: string;
}

const isBase64url = (value: string, bytes: number) =>
  /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
export const isVapidPublicKey = (value: string) =>
  isBase64url(value, 65) && Buffer.from(value, 'base64url')[0] === 4;
export const isVapidPrivateKey = (value: string) => isBase64url(value, 32);

const fixed = (key: Buffer, length: number) =>
  key.length < length ? Buffer.concat([Buffer.alloc(length - key.length), key]) : key;

export function generateVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  return {
    publicKey: fixed(curve.getPublicKey(), 65).toString('base64url'),
    // A scalar with leading zero bytes comes back shorter; the key is always 32 bytes.
    privateKey: fixed(curve.getPrivateKey(), 32).toString('base64url'),
  };
}

function parse(text: string): VapidKeys | null {
  try {
    const { publicKey, privateKey } = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return null;
    return isVapidPublicKey(publicKey) && isVapidPrivateKey(privateKey) ? { publicKey, privateKey } : null;
  } catch {
    return null;
  }
}

/**
 * The key pair kept in `dataDir` for when the VAPID_* keys are unset: made on the first start, readable only by
 * this machine's user, read back on every later start so the browsers' subscriptions (made with its public key)
 * keep working. Every process given the same DATA_DIR gets the same pair.
 */
export function dataDirVapidKeys(dataDir: string): VapidKeys & { path: string } {
  const path = join(dataDir, VAPID_KEYS_FILE);
  const keys = parse(readOrCreate(path, () => `${JSON.stringify(generateVapidKeys())}\n`));
  if (!keys) {
    throw new Error(
      `${path} does not hold a VAPID key pair: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or delete the file to make a new pair (every browser must turn alerts on again).`,
    );
  }
  return { ...keys, path };
}

/** `mailto:` the address in MAIL_FROM ('Store <hello@example.com>' or a bare address), else the store's https URL. */
export function defaultVapidSubject(mailFrom: string, publicUrl: string): string {
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^[^<>\s]+@[^<>\s]+$/.exec(mailFrom.trim())?.[0];
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith('https:') ? new URL(publicUrl).origin : 'mailto:hello@nymnyc.test';
}
