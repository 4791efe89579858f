// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearIdempotencyKey, fingerprint, idempotencyKeyFor, newIdempotencyKey } from './idempotency.ts';

const SERVER_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const body = { fullName: 'Jordan Lee', zip: '11217', deliveryTime: 'asap' };

describe('checkout idempotency key', () => {
  beforeEach(() => sessionStorage.clear());

  it('makes keys the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(SERVER_KEY);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('reuses the key while the details are unchanged, so a retry is a replay', () => {
    const first = idempotencyKeyFor(body);
    expect(first).toMatch(SERVER_KEY);
    expect(idempotencyKeyFor({ ...body })).toBe(first);
  });

  it('starts a new attempt when the details change or the order went through', () => {
    const first = idempotencyKeyFor(body);
    const changed = idempotencyKeyFor({ ...body, zip: '11201' });
    expect(changed).not.toBe(first);
    clearIdempotencyKey();
    expect(idempotencyKeyFor({ ...body, zip: '11201' })).not.toBe(changed);
  });

  it('keeps only a hash of the details in sessionStorage', () => {
    idempotencyKeyFor(body);
    const stored = Object.values({ ...sessionStorage }).join(' ');
    expect(stored).not.toContain('Jordan');
    expect(stored).toContain(fingerprint(body));
  });

  it('survives unreadable storage', () => {
    sessionStorage.setItem('checkout_attempt', '{not json');
    expect(idempotencyKeyFor(body)).toMatch(SERVER_KEY);
  });
});
