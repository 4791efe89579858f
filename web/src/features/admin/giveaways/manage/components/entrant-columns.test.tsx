// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminEntrantRow } from '#domain/giveaways/admin-entrants.ts';
import { entrantColumns } from './entrant-columns.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROW: AdminEntrantRow = {
  id: '5f0e8c1a-2b3c-4d5e-8f90-123456789abc',
  giveawayId: '6f0e8c1a-2b3c-4d5e-8f90-123456789abc',
  giveawayTitle: 'Winter Flower',
  userId: 'u1',
  name: 'Riley Entrant',
  email: 'riley@example.test',
  entries: { entry: 1, referral: 6, order: 5, free_alternative: 0, total: 12 },
  referralsMade: 2,
  referredBy: null,
  referral: null,
  enteredAt: '2026-11-20T15:00:00.000Z',
  deviceId: 'device-1234',
  disqualified: null,
};

/** The status column's cell for a row, as the table renders it. */
function renderStatus(row: AdminEntrantRow, canDisqualify = true) {
  const column = entrantColumns(() => canDisqualify).find((c) => c.id === 'status')!;
  const cell = (column as { cell: (c: unknown) => React.ReactNode }).cell({ row: { original: row } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{cell}</QueryClientProvider>);
  return userEvent.setup();
}

describe('the entrants status column', () => {
  it('asks for a reason before disqualifying, then sends it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            entrant: { ...ROW, disqualified: { at: ROW.enteredAt, reason: 'x', byName: 'A' } },
          }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderStatus(ROW);
    expect(screen.getByText('Eligible')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Disqualify' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await within(dialog).findByText('Enter the reason')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Second account on one device');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/giveaways/entrants/${ROW.id}/disqualify`);
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Second account on one device' });
  });

  it('shows a disqualification with its reason and who, and no button once drawn', () => {
    renderStatus(
      {
        ...ROW,
        disqualified: { at: '2026-11-21T15:00:00.000Z', reason: 'Duplicate account', byName: 'Sam Whitaker' },
      },
      false,
    );
    expect(screen.getByText('Disqualified')).toBeTruthy();
    expect(screen.getByText('Duplicate account')).toBeTruthy();
    expect(screen.getByText(/Sam Whitaker/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disqualify' })).toBeNull();
  });
});
