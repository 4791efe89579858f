import { describe, expect, it } from 'vitest';
import { generateVapidKeys } from './vapid-keys.ts';
import { loadEnv } from './env.ts';

// Secrets given, so no file is written to DATA_DIR.
const vapid = generateVapidKeys();
const base = {
  AUTH_SECRET: 'x'.repeat(32),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

describe('the interface the server listens on', () => {
  it('is this machine only unless HOST says otherwise: a plain `npm start` is not on the network', () => {
    expect(loadEnv(base).HOST).toBe('127.0.0.1');
    expect(loadEnv({ ...base, NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ ...base, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('is every interface in production, where a container or proxy must reach it', () => {
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...base, NODE_ENV: 'production', HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('gives the same local origins as before when unset', () => {
    expect(loadEnv({ ...base, PORT: '3456' }).ALLOWED_ORIGINS).toEqual([
      'http://localhost:3456',
      'http://127.0.0.1:3456',
      'http://[::1]:3456',
    ]);
  });
});
