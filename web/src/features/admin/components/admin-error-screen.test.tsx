// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ADMIN_MESSAGES } from '#domain/admin/shell-messages.ts';
import { ADMIN_ERROR_LOG } from '#web/lib/error-log.ts';
import { AdminErrorView } from './admin-error-screen.tsx';

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

const show = (error: unknown, onRetry = () => undefined) =>
  render(
    <MemoryRouter>
      <AdminErrorView error={error} onRetry={onRetry} />
    </MemoryRouter>,
  );
const adminLog = () => JSON.parse(localStorage.getItem(ADMIN_ERROR_LOG) ?? '[]') as { message: string }[];

describe('AdminErrorView', () => {
  it('says what happened, offers Try Again and the dashboard', () => {
    const retry = vi.fn();
    show(new Error('orders is not iterable'), retry);
    expect(screen.getByRole('heading', { name: ADMIN_MESSAGES.errorTitle })).toBeTruthy();
    expect(screen.getByText(ADMIN_MESSAGES.errorText)).toBeTruthy();
    expect(screen.getByText('orders is not iterable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
  });

  it('keeps the error in the admin log and reports it to the server marked as admin', () => {
    show(new Error('boom'));
    expect(adminLog().map((e) => e.message)).toEqual(['boom']);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-errors');
    const body = JSON.parse(String(init.body)) as { errors: { area: string; message: string }[] };
    expect(body.errors[0]).toMatchObject({ area: 'admin', message: 'boom', component: 'AdminErrorBoundary' });
  });

  it('keeps only the latest 50 admin errors', () => {
    localStorage.setItem(
      ADMIN_ERROR_LOG,
      JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ message: `old ${i}` }))),
    );
    show(new Error('newest'));
    const log = adminLog();
    expect(log).toHaveLength(50);
    expect(log[0]?.message).toBe('old 1');
    expect(log.at(-1)?.message).toBe('newest');
  });
});
