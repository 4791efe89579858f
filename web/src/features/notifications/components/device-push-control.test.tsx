// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDevicePush } from '../hooks/use-device-push.ts';
import { DevicePushControl } from './device-push-control.tsx';

const KEY = 'BPub1icKeyOfTheStore_-';
const ENDPOINT = 'https://push.example.test/send/abc';
const SUBSCRIPTION_JSON = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: 'BKey', auth: 'secret' },
};

/** The browser's side: permission, the service worker's push manager and its one subscription. */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
} = {}) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const Notification = {
    permission,
    requestPermission: vi.fn(async () => (Notification.permission = answer)),
  };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { Notification, pushManager, subscription, subscribed: () => current };
}

const calls: { method: string; path: string; body: unknown }[] = [];
let saveStatus = 204;
const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (path === '/api/push/public-key') return Response.json({ publicKey: KEY });
  if (method === 'POST' && saveStatus !== 204) {
    return Response.json(
      { error: { code: 'validation_error', message: 'Refused by the store' } },
      { status: 400 },
    );
  }
  return new Response(null, { status: 204 });
});

function Harness() {
  return <DevicePushControl device={useDevicePush()} />;
}

beforeEach(() => {
  calls.length = 0;
  saveStatus = 204;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.clearAllMocks();
});

describe('alerts on this device', () => {
  it('asks nothing on page load; a click asks, subscribes with the store key and stores the subscription', async () => {
    const browser = fakeBrowser();
    render(<Harness />);
    const turnOn = await screen.findByRole('button', { name: 'Turn on alerts on this device' });
    expect(browser.Notification.requestPermission).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    await userEvent.setup().click(turnOn);
    await screen.findByText('Alerts are on for this device.');
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    const bytes = Uint8Array.from(atob(`${KEY.replace(/-/g, '+').replace(/_/g, '/')}==`), (c) =>
      c.charCodeAt(0),
    );
    expect(options.applicationServerKey).toEqual(bytes);
    expect(calls).toEqual([
      { method: 'GET', path: '/api/push/public-key', body: undefined },
      { method: 'POST', path: '/api/push/subscriptions', body: SUBSCRIPTION_JSON },
    ]);
  });

  it('turns off: the store forgets the endpoint and the browser drops the subscription', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    await browser.pushManager.subscribe();
    render(<Harness />);
    const turnOff = await screen.findByRole('button', { name: 'Turn off on this device' });
    await userEvent.setup().click(turnOff);
    await screen.findByRole('button', { name: 'Turn on alerts on this device' });
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT },
    });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(browser.subscribed()).toBeNull();
  });

  it('says how to unblock when the browser refuses, and shows no button while blocked', async () => {
    fakeBrowser({ answer: 'denied' });
    render(<Harness />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn on alerts on this device' }));
    expect(await screen.findByText(/Your browser blocks alerts from this site\. To allow them/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    fakeBrowser({ permission: 'denied' });
    render(<Harness />);
    expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeTruthy();
  });

  it('keeps alerts off when the question is dismissed', async () => {
    const browser = fakeBrowser({ answer: 'default' });
    render(<Harness />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn on alerts on this device' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Alerts stay off until you allow them.');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("shows the store's refusal and leaves the browser unsubscribed", async () => {
    saveStatus = 400;
    const browser = fakeBrowser();
    render(<Harness />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn on alerts on this device' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused by the store');
    expect(browser.subscribed()).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn on alerts on this device' })).toBeTruthy();
  });

  it('tells a browser without push, and an iPhone outside the Home Screen, what it can do', () => {
    render(<Harness />);
    expect(screen.getByText('This browser cannot show alerts from the store.')).toBeTruthy();
    cleanup();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari',
    );
    render(<Harness />);
    expect(screen.getByText(/tap Share, then Add to Home Screen/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
