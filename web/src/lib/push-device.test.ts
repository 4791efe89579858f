// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetThisDevice } from './push-device.ts';

const ENDPOINT = 'https://push.example.test/send/abc';

function browserWith(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  const registration = { pushManager: { getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('forgetting this device (sign-out)', () => {
  it('deletes the endpoint on the server, then drops the subscription', async () => {
    const order: string[] = [];
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
      order.push(`${init?.method} ${String(init?.body)}`);
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetchMock);
    browserWith({ endpoint: ENDPOINT, unsubscribe: async () => Boolean(order.push('unsubscribe')) });
    await forgetThisDevice();
    expect(order).toEqual([`DELETE ${JSON.stringify({ endpoint: ENDPOINT })}`, 'unsubscribe']);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/push/subscriptions',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('still drops the subscription when the server refuses (a blocked account)', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }),
    );
    const unsubscribe = vi.fn(async () => true);
    browserWith({ endpoint: ENDPOINT, unsubscribe });
    await forgetThisDevice();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('does nothing, and asks nothing, without a subscription or service worker support', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    browserWith(null);
    await forgetThisDevice();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await forgetThisDevice();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
