import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, dataDirAuthSecret } from './auth-secret.ts';
import { loadEnv } from './env.ts';
import { useTempDirs } from '#server/test-support/temp-dirs.ts';

const tempDir = useTempDirs('nym-secret-');

describe('the secret kept in DATA_DIR', () => {
  it('is made on first start with mode 0600 and read back on the next', () => {
    const dataDir = join(tempDir(), 'data');
    const first = dataDirAuthSecret(dataDir);
    expect(first.path).toBe(join(dataDir, AUTH_SECRET_FILE));
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.secret, 'base64url')).toHaveLength(32);
    expect(dataDirAuthSecret(dataDir).secret).toBe(first.secret);
  });

  it('differs from one data directory to the next', () => {
    expect(dataDirAuthSecret(tempDir()).secret).not.toBe(dataDirAuthSecret(tempDir()).secret);
  });

  it('refuses a file that does not hold a usable secret instead of replacing it', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, AUTH_SECRET_FILE), 'short\n', { mode: 0o600 });
    expect(() => dataDirAuthSecret(dataDir)).toThrow(/does not hold a usable secret/);
  });
});

describe('loadEnv and AUTH_SECRET', () => {
  it('uses the secret kept in DATA_DIR when AUTH_SECRET is unset outside production', () => {
    const dataDir = tempDir();
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(env.authSecretFile).toBe(join(dataDir, AUTH_SECRET_FILE));
    expect(env.AUTH_SECRET).toBe(dataDirAuthSecret(dataDir).secret);
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }).AUTH_SECRET).toBe(env.AUTH_SECRET);
  });

  it('uses AUTH_SECRET when set, and writes no file', () => {
    const dataDir = join(tempDir(), 'data');
    const env = loadEnv({ DATA_DIR: dataDir, AUTH_SECRET: 'y'.repeat(40) });
    expect(env).toMatchObject({ AUTH_SECRET: 'y'.repeat(40), authSecretFile: null });
    expect(() => statSync(join(dataDir, AUTH_SECRET_FILE))).toThrow();
  });

  it('refuses to start in production without AUTH_SECRET', () => {
    const dataDir = join(tempDir(), 'data');
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /AUTH_SECRET: AUTH_SECRET is required in production/,
    );
    expect(() => statSync(dataDir)).toThrow();
  });
});
