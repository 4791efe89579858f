import { describe, expect, it } from 'vitest';
import { loadEnv, publicOrigins } from './env.ts';

const AUTH_SECRET = 'x'.repeat(40);

describe('public origins', () => {
  it('are exactly PUBLIC_URL when it is set', () => {
    expect(publicOrigins('https://shop.example.test/path', '0.0.0.0', 3000)).toEqual([
      'https://shop.example.test',
    ]);
  });

  it('follow HOST and PORT when PUBLIC_URL is unset', () => {
    expect(publicOrigins(undefined, '0.0.0.0', 3456)).toEqual([
      'http://localhost:3456',
      'http://127.0.0.1:3456',
      'http://[::1]:3456',
    ]);
    expect(publicOrigins(undefined, 'shop.lan', 8080)).toEqual(['http://shop.lan:8080']);
    expect(publicOrigins(undefined, 'fd00::5', 8080)).toEqual(['http://[fd00::5]:8080']);
  });

  it('give the links origin and the trusted list, with TRUSTED_ORIGINS and nothing else', () => {
    const env = loadEnv({
      PORT: '3456',
      TRUSTED_ORIGINS: 'http://localhost:5173/, https://partner.example.test',
    });
    expect(env.PUBLIC_URL).toBe('http://localhost:3456');
    expect(env.ALLOWED_ORIGINS).toEqual([
      'http://localhost:3456',
      'http://127.0.0.1:3456',
      'http://[::1]:3456',
      'http://localhost:5173',
      'https://partner.example.test',
    ]);
    const behindProxy = loadEnv({ AUTH_SECRET, PUBLIC_URL: 'https://shop.example.test' });
    expect(behindProxy.ALLOWED_ORIGINS).toEqual(['https://shop.example.test']);
  });
});

describe('trusted proxies', () => {
  it('are none by default, one with TRUST_PROXY, and TRUST_PROXY_HOPS of them when given', () => {
    expect(loadEnv({ AUTH_SECRET }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ AUTH_SECRET, TRUST_PROXY_HOPS: '3' }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ AUTH_SECRET, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ AUTH_SECRET, TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadEnv({ AUTH_SECRET, TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '0' })).toThrow(
      /TRUST_PROXY_HOPS/,
    );
  });
});
