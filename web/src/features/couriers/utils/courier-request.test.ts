// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COURIER_MESSAGES } from '#domain/couriers/schemas.ts';
import { pinLock } from '../stores/pin-lock.ts';
import { courierRequest } from './courier-request.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('courierRequest', () => {
  beforeEach(() => {
    sessionStorage.clear();
    pinLock.unlock();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('locks the app when the server says the session needs the PIN (423)', async () => {
    vi.stubGlobal(
      'fetch',
      answer(423, { error: { code: 'pin_required', message: COURIER_MESSAGES.pinLocked } }),
    );
    await expect(courierRequest('/api/courier/manifest')).rejects.toThrow(COURIER_MESSAGES.pinLocked);
    expect(pinLock.isUnlocked()).toBe(false);
    expect(sessionStorage.getItem('courier_unlocked')).toBeNull();
  });

  it('leaves the app unlocked for other refusals', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { error: { code: 'order_taken', message: COURIER_MESSAGES.orderTaken } }),
    );
    await expect(courierRequest('/api/courier/orders/x/accept', { method: 'POST' })).rejects.toThrow(
      COURIER_MESSAGES.orderTaken,
    );
    expect(pinLock.isUnlocked()).toBe(true);
  });
});
