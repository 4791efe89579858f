// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '#domain/notifications.ts';
import { toast } from '#web/lib/toast.ts';
import { NotificationPreferencesPanel } from './notification-preferences-panel.tsx';
import { SLOW_MACHINE } from '#web/test-support/slow-machine.ts';

vi.mock('#web/lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const USER = { id: 'u1', email: 'maya@example.test', fullName: 'Maya Brooks', phone: '7185550142' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let saveStatus = 200;
const puts: unknown[] = [];
const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
  if (path === '/api/session') return json(200, { user: { ...USER, emailVerified: true, roles: [] } });
  if (init?.method === 'PUT') {
    const body = JSON.parse(String(init.body)) as typeof DEFAULT_PREFERENCES;
    puts.push(body);
    if (saveStatus !== 200) return json(saveStatus, { error: { code: 'x', message: 'Refused' } });
    return json(200, { preferences: { ...body, updatedAt: new Date().toISOString() } });
  }
  return json(200, { preferences: { ...DEFAULT_PREFERENCES, updatedAt: new Date(0).toISOString() } });
});

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <NotificationPreferencesPanel />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const group = (name: string) => screen.getByRole('group', { name });
const radio = (groupName: string, name: string) =>
  within(group(groupName)).getByRole('radio', { name }) as HTMLInputElement;

describe('NotificationPreferencesPanel', () => {
  beforeEach(() => {
    saveStatus = 200;
    puts.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the defaults with each choice explained', async () => {
    renderPanel();
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    expect(sms.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Push notifications' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('switch', { name: 'E-mail notifications' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(radio('SMS updates', 'All updates').checked).toBe(true);
    expect(radio('SMS updates', 'Critical only').checked).toBe(false);
    expect(radio('Push updates', 'All updates').checked).toBe(true);
    expect(radio('E-mail updates', 'Confirmation only').checked).toBe(true);
    expect(radio('E-mail updates', 'All updates').checked).toBe(false);
    expect(screen.getAllByText('Order confirmed, driver assigned, pickup, ETA')).toHaveLength(2);
    expect(screen.getAllByText('Order confirmed, driver arrived, delivered')).toHaveLength(2);
  });

  it('keeps each choice exclusive, hides a switched-off channel’s choices and saves the nine fields', async () => {
    const user = renderPanel();
    await screen.findByRole('switch', { name: 'SMS notifications' });
    await user.click(radio('SMS updates', 'Critical only'));
    expect(radio('SMS updates', 'Critical only').checked).toBe(true);
    expect(radio('SMS updates', 'All updates').checked).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'E-mail notifications' }));
    expect(screen.queryByRole('group', { name: 'E-mail updates' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await vi.waitFor(
      () => expect(toast.success).toHaveBeenCalledWith('Notification preferences saved'),
      SLOW_MACHINE,
    );
    expect(puts).toEqual([
      { ...DEFAULT_PREFERENCES, smsAllUpdates: false, smsCriticalOnly: true, emailEnabled: false },
    ]);
    expect(radio('SMS updates', 'Critical only').checked).toBe(true);
  });

  it('saving with push switched off turns alerts off on this device too', async () => {
    const unsubscribe = vi.fn(async () => true);
    const subscription = { endpoint: 'https://push.example.test/s/1', toJSON: () => ({}), unsubscribe };
    const registration = { pushManager: { getSubscription: async () => subscription } };
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration },
    });
    const user = renderPanel();
    await screen.findByText('Alerts are on for this device.');
    await user.click(screen.getByRole('switch', { name: 'Push notifications' }));
    expect(unsubscribe).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalled(), SLOW_MACHINE);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/push/subscriptions',
      expect.objectContaining({
        method: 'DELETE',
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      }),
    );
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('toasts the failure when the save is refused', async () => {
    saveStatus = 400;
    const user = renderPanel();
    await screen.findByRole('switch', { name: 'SMS notifications' });
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to save preferences', { description: 'Refused' }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
