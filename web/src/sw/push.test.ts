import { describe, expect, it, vi } from 'vitest';
import { installPushHandlers, NOTIFICATION_BADGE, NOTIFICATION_ICON } from './push.ts';

const ORIGIN = 'https://shop.example.test';
const ALERT = {
  title: 'Your order is out for delivery',
  body: 'Order NYM-1001 is picked up and on its way.',
  url: '/track/AB12CD',
  tag: 'order-NYM-1001',
};

interface FakeTab {
  url: string;
  focus: ReturnType<typeof vi.fn>;
}

/** A service worker scope of plain objects: the listeners it was given, its notifications, its tabs. */
function fakeScope(tabs: FakeTab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(tabs)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
  };
  installPushHandlers(scope as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an event and waits for what it asked the worker to wait for. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
    return waits.length;
  }
  const push = (json: () => unknown) => dispatch('push', { data: { json } });
  const click = (data: unknown) => {
    const close = vi.fn();
    return dispatch('notificationclick', { notification: { data, close } }).then((waited) => ({
      close,
      waited,
    }));
  };
  return { scope, push, click, dispatch };
}

describe('a push message', () => {
  it("shows the store's alert with its body, tag, icon, badge and the page it opens", async () => {
    const { scope, push } = fakeScope();
    expect(await push(() => ALERT)).toBe(1);
    expect(scope.registration.showNotification).toHaveBeenCalledWith(ALERT.title, {
      body: ALERT.body,
      tag: ALERT.tag,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: ALERT.url },
    });
  });

  it('is ignored when it is not an alert from the store: no data, not JSON, the wrong shape, another site', async () => {
    const { scope, push, dispatch } = fakeScope();
    expect(await dispatch('push', { data: null })).toBe(0);
    const notJson = () => {
      throw new SyntaxError('Unexpected token');
    };
    for (const json of [
      notJson,
      () => 'text',
      () => ({ title: 'Hi' }),
      () => ({ ...ALERT, url: '//evil.test/x' }),
    ]) {
      expect(await push(json)).toBe(0);
    }
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('a click on the alert', () => {
  it('closes it and brings forward the tab already on that page', async () => {
    const tab = { url: `${ORIGIN}${ALERT.url}?from=push`, focus: vi.fn(() => Promise.resolve()) };
    const other = { url: `${ORIGIN}/`, focus: vi.fn(() => Promise.resolve()) };
    const { scope, click } = fakeScope([other, tab]);
    const { close } = await click({ url: ALERT.url });
    expect(close).toHaveBeenCalled();
    expect(scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(tab.focus).toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window at the page when no tab shows it', async () => {
    const { scope, click } = fakeScope([{ url: `${ORIGIN}/`, focus: vi.fn() }]);
    await click({ url: ALERT.url });
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${ALERT.url}`);
  });

  it('opens nothing off the store, and nothing without a page', async () => {
    const { scope, click } = fakeScope();
    for (const data of [
      { url: 'https://evil.test/track/x' },
      { url: '//evil.test/x' },
      { url: 42 },
      undefined,
    ]) {
      const { close, waited } = await click(data);
      expect(close).toHaveBeenCalled();
      expect(waited).toBe(0);
    }
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });
});
