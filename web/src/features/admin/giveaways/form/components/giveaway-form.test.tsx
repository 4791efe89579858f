// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { GiveawayForm } from './giveaway-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(props: { giveaway?: AdminGiveaway; startLocked?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <GiveawayForm {...props} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

const SAVED = {
  id: '5f0e8c1a-2b3c-4d5e-8f90-123456789abc',
  slug: 'winter-flower',
  title: 'Winter Flower',
  prize: 'A flower bundle',
  prizeValueCents: 25_000,
  sponsor: 'NY Minute',
  startsAt: '2026-12-01T05:00:00.000Z',
  endsAt: '2026-12-31T05:00:00.000Z',
  status: 'live',
  entryEntries: 1,
  referralEntries: 3,
  orderEntries: 5,
  perPersonLimit: 100,
  winnersCount: 1,
  alternatesCount: 3,
  claimDays: 14,
  rulesAdditions: '',
  bannerText: 'WIN WINTER FLOWER',
  seedHash: 'ab'.repeat(32),
  entrants: 4,
  totalEntries: 9,
  active: true,
  drawnAt: null,
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-01T05:00:00.000Z',
} satisfies AdminGiveaway;

describe('GiveawayForm', () => {
  it('suggests the address from the title and refuses a missing prize on its field, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'The $4,000 Winter Giveaway');
    expect((screen.getByLabelText('Page address') as HTMLInputElement).value).toBe(
      'the-4000-winter-giveaway',
    );
    await user.click(screen.getByRole('button', { name: 'Create giveaway' }));
    expect(await screen.findByText('Enter the prize')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps an address the admin typed, and sends the terms with the value in cents', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return new Response(JSON.stringify({ giveaway: { ...SAVED, ...body } }), { status: 201 });
    });
    vi.stubGlobal('fetch', fetch);
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText('Page address'), 'my-own');
    await user.type(screen.getByLabelText('Title'), 'Spring');
    await user.type(screen.getByLabelText('Prize'), 'A spring bundle');
    await user.clear(screen.getByLabelText('Retail value'));
    await user.type(screen.getByLabelText('Retail value'), '120');
    await user.click(screen.getByRole('button', { name: 'Create giveaway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/giveaways');
    expect(JSON.parse(String(init.body))).toMatchObject({
      title: 'Spring',
      slug: 'my-own',
      prizeValueCents: 12_000,
      active: false,
    });
  });

  it('shows a fixed start once entries came in, and the banner preview', () => {
    renderForm({ giveaway: SAVED, startLocked: true });
    expect(screen.getByText('Fixed: entries have come in.')).toBeTruthy();
    expect((screen.getByLabelText('Starts') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByLabelText('Banner preview').textContent).toContain('WIN WINTER FLOWER');
  });
});
