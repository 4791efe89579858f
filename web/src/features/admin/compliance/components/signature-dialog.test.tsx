// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SLOW_MACHINE } from '#web/test-support/slow-machine.ts';
import { SignatureDialog } from './signature-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_ID = '7d3c5c1e-4b0f-4a53-9a55-0c7e3a1d2b11';
const signature = { width: 300, height: 120, path: 'M10 10 L200 90' };
const orderWith = (proofSignature: typeof signature | null) => ({
  order: {
    contact: { name: 'Dana Whitfield', email: 'dana@example.test', phone: '' },
    door: {
      checks: [],
      sameIdCustomers: 0,
      proof: {
        handedOverAt: '2026-11-23T17:00:00.000Z',
        position: null,
        signature: proofSignature,
        signatureDeletedAt: proofSignature ? null : '2026-12-01T00:00:00.000Z',
      },
    },
  },
});

function show(body: unknown) {
  const fetch = vi.fn((_url: string) => Promise.resolve(Response.json(body)));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SignatureDialog orderId={ORDER_ID} orderNumber="NYM-ABC123" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('SignatureDialog', () => {
  it('fetches nothing until opened, then shows the recipient’s signature and links the door check', async () => {
    const { fetch, user } = show(orderWith(signature));
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Signature for NYM-ABC123' }));
    const dialog = screen.getByRole('dialog', { name: 'Signature · NYM-ABC123' });
    const image = await waitFor(
      () => screen.getByRole('img', { name: 'Signature of Dana Whitfield' }),
      SLOW_MACHINE,
    );
    expect(dialog.contains(image)).toBe(true);
    expect(image.querySelector('path')?.getAttribute('d')).toBe(signature.path);
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/admin/orders/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'Open the order’s door check' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}#door-check`,
    );
  });

  it('says when the retention job has deleted it', async () => {
    const { user } = show(orderWith(null));
    await user.click(screen.getByRole('button', { name: 'Signature for NYM-ABC123' }));
    await waitFor(
      () => expect(screen.getByText('Deleted after the retention period.')).toBeTruthy(),
      SLOW_MACHINE,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
