import { fork } from 'node:child_process';
import { createECDH, createPublicKey } from 'node:crypto';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import {
  dataDirVapidKeys,
  defaultVapidSubject,
  generateVapidKeys,
  VAPID_KEYS_FILE,
  type VapidKeys,
} from './vapid-keys.ts';
import { useTempDirs } from '#server/test-support/temp-dirs.ts';

const AUTH_SECRET = 'z'.repeat(40);
const tempDir = useTempDirs('nym-vapid-');

/** The public key really is the private key's point on P-256. */
function pairMatches({ publicKey, privateKey }: VapidKeys) {
  const curve = createECDH('prime256v1');
  curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return curve.getPublicKey().toString('base64url') === publicKey;
}

describe('the VAPID key pair', () => {
  it('is a P-256 pair: a 65-byte uncompressed public point and a 32-byte private key', () => {
    const keys = generateVapidKeys();
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(pairMatches(keys)).toBe(true);
    const jwk = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64(keys, 1, 33), y: b64(keys, 33, 65) },
      format: 'jwk',
    });
    expect(jwk.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  });

  it('is made once in DATA_DIR with mode 0600, read back on the next start, and nothing is left aside', () => {
    const dataDir = join(tempDir(), 'data');
    const first = dataDirVapidKeys(dataDir);
    expect(first.path).toBe(join(dataDir, VAPID_KEYS_FILE));
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
    expect(pairMatches(first)).toBe(true);
    expect(dataDirVapidKeys(dataDir)).toEqual(first);
    expect(readdirSync(dataDir)).toEqual([VAPID_KEYS_FILE]);
  });

  it('ends with one pair when several processes start at once on one DATA_DIR', async () => {
    const dataDir = tempDir();
    const script = join(tempDir(), 'make.mjs');
    writeFileSync(
      script,
      `import { dataDirVapidKeys } from ${JSON.stringify(new URL('./vapid-keys.ts', import.meta.url).pathname)};
       process.send(dataDirVapidKeys(process.argv[2]).publicKey);`,
    );
    const keys = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = fork(script, [dataDir], { execArgv: ['--import', 'tsx'] });
        return new Promise<string>((resolve, reject) => {
          child.once('message', (m) => resolve(String(m)));
          child.once('error', reject);
        });
      }),
    );
    expect(new Set(keys).size).toBe(1);
    expect(readdirSync(dataDir)).toEqual([VAPID_KEYS_FILE]);
  });

  it('refuses a file that does not hold a pair instead of replacing it', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, VAPID_KEYS_FILE), '{"publicKey":"short"}', { mode: 0o600 });
    expect(() => dataDirVapidKeys(dataDir)).toThrow(/does not hold a VAPID key pair/);
  });
});

function b64({ publicKey }: VapidKeys, from: number, to: number) {
  return Buffer.from(publicKey, 'base64url').subarray(from, to).toString('base64url');
}

describe('loadEnv and VAPID_*', () => {
  it('uses the pair kept in DATA_DIR when the keys are unset', () => {
    const dataDir = tempDir();
    const env = loadEnv({ DATA_DIR: dataDir, AUTH_SECRET });
    expect(env.vapidKeyFile).toBe(join(dataDir, VAPID_KEYS_FILE));
    expect(loadEnv({ DATA_DIR: dataDir, AUTH_SECRET }).vapid).toEqual(env.vapid);
    expect(env.vapid.subject).toBe('mailto:hello@nymnyc.test');
  });

  it('uses the configured pair and subject, and writes no file', () => {
    const dataDir = join(tempDir(), 'data');
    const keys = generateVapidKeys();
    const env = loadEnv({
      DATA_DIR: dataDir,
      AUTH_SECRET,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://shop.example.test/contact',
    });
    expect(env.vapid).toEqual({ ...keys, subject: 'https://shop.example.test/contact' });
    expect(env.vapidKeyFile).toBeNull();
    expect(() => statSync(dataDir)).toThrow();
  });

  it('makes a fresh pair under test without touching DATA_DIR', () => {
    const dataDir = join(tempDir(), 'data');
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET });
    expect(pairMatches(env.vapid)).toBe(true);
    expect(env.vapidKeyFile).toBeNull();
    expect(() => statSync(dataDir)).toThrow();
  });

  it('refuses half a pair, keys that are not P-256, and a subject that is not mailto: or https:', () => {
    const { publicKey } = generateVapidKeys();
    expect(() => loadEnv({ AUTH_SECRET, VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/,
    );
    expect(() =>
      loadEnv({ AUTH_SECRET, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def', VAPID_SUBJECT: 'hello' }),
    ).toThrow(/VAPID_PUBLIC_KEY: .*65 bytes[\s\S]*VAPID_PRIVATE_KEY: .*32 bytes[\s\S]*VAPID_SUBJECT: /);
  });

  it('requires the keys in production with DATABASE_URL; production on the embedded database keeps its file', () => {
    const dataDir = tempDir();
    const production = { NODE_ENV: 'production', AUTH_SECRET, DATA_DIR: dataDir };
    expect(() => loadEnv({ ...production, DATABASE_URL: 'postgres://db.example.test/nym' })).toThrow(
      /VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production with DATABASE_URL/,
    );
    expect(readdirSync(dataDir)).toEqual([]);
    expect(loadEnv(production).vapidKeyFile).toBe(join(dataDir, VAPID_KEYS_FILE));
  });
});

describe('the default VAPID subject', () => {
  it("is mailto: the store's sender address, else its https URL", () => {
    expect(defaultVapidSubject('New York Minute NYC <hello@nymnyc.example>', 'http://x')).toBe(
      'mailto:hello@nymnyc.example',
    );
    expect(defaultVapidSubject('orders@nymnyc.example', 'http://x')).toBe('mailto:orders@nymnyc.example');
    expect(defaultVapidSubject('The store', 'https://shop.example.test/a')).toBe('https://shop.example.test');
  });
});
