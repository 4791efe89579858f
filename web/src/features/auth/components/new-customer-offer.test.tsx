// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_STORE_FACTS } from '#domain/content/store-facts.ts';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { SLOW_MACHINE } from '#web/test-support/slow-machine.ts';
import { SIGNUP_PROMPT_KEY } from '../stores/signup-prompt-settled.ts';
import { NewCustomerOffer } from './new-customer-offer.tsx';
import { SignUpOfferNote } from './sign-up-offer-note.tsx';

/** The server: the session (`user`) and the store's live facts, whose first-order percent checkout applies. */
function stubServer({ percent, user = null }: { percent: number; user?: { id: string } | null }) {
  const fetch = vi.fn(async (url: string) =>
    url === '/api/store'
      ? Response.json({ store: { ...DEFAULT_STORE_FACTS, firstOrderPercent: percent } })
      : Response.json({ user: user && { ...user, roles: ['customer'] } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderIn = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

/** The events `track` kept in this browser. */
const tracked = () =>
  JSON.parse(localStorage.getItem('analytics_events') ?? '[]') as {
    name: string;
    properties: Record<string, unknown>;
  }[];

describe('the new-customer offer', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    authDialog.close();
  });

  it('prints the live first-order percent, never a hard-coded one, and is shown once per visit', async () => {
    stubServer({ percent: 15 });
    renderIn(<NewCustomerOffer placement="cart" pathname="/cart" />);
    const heading = await screen.findByRole('heading', {}, SLOW_MACHINE);
    expect(heading.textContent).toBe('New customer? Get 15% off your first order + Free Delivery');
    expect(screen.getByRole('region', { name: 'New customer offer' }).textContent).toContain(
      'Create a free account and we take 15% off at checkout. No code needed.',
    );
    await vi.waitFor(() => expect(tracked().map((e) => e.name)).toEqual(['signup_popup_shown']));
    expect(tracked()[0]!.properties).toMatchObject({ placement: 'cart', path: '/cart' });
    cleanup();
    renderIn(<NewCustomerOffer placement="cart_drawer" pathname="/faq" />);
    await screen.findByRole('heading', {}, SLOW_MACHINE);
    expect(tracked().map((e) => e.name)).toEqual(['signup_popup_shown']);
  });

  it('is dismissed for good, and taking it opens sign-up and marks it for conversion', async () => {
    stubServer({ percent: 10 });
    const open = vi.spyOn(authDialog, 'open');
    const user = userEvent.setup();
    renderIn(<NewCustomerOffer placement="cart_drawer" pathname="/" />);
    await user.click(await screen.findByRole('button', { name: 'Create an account' }, SLOW_MACHINE));
    expect(open).toHaveBeenCalledWith('signup');
    expect(JSON.parse(localStorage.getItem(SIGNUP_PROMPT_KEY)!)).toMatchObject({ outcome: 'accepted' });
    await user.click(screen.getByRole('button', { name: 'Dismiss the new customer offer' }));
    expect(screen.queryByRole('region', { name: 'New customer offer' })).toBeNull();
    expect(tracked().at(-1)).toMatchObject({
      name: 'signup_popup_dismissed',
      properties: { how: 'button', placement: 'cart_drawer' },
    });
    expect(JSON.parse(localStorage.getItem(SIGNUP_PROMPT_KEY)!)).toMatchObject({ outcome: 'dismissed' });
  });

  it('shows nothing without a first-order discount, to a signed-in customer, or once dismissed', async () => {
    const fetch = stubServer({ percent: 0 });
    renderIn(<NewCustomerOffer placement="cart" pathname="/cart" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/store', expect.anything()));
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();

    // Neither asks for the terms: the card has nothing to show them.
    for (const [user, stored] of [
      [{ id: 'u1' }, null],
      [null, JSON.stringify({ outcome: 'dismissed', at: 1 })],
    ] as const) {
      if (stored) localStorage.setItem(SIGNUP_PROMPT_KEY, stored);
      const asked = stubServer({ percent: 10, user });
      renderIn(<NewCustomerOffer placement="cart" pathname="/cart" />);
      await vi.waitFor(() => expect(asked).toHaveBeenCalledWith('/api/session', expect.anything()));
      await new Promise((r) => setTimeout(r, 0));
      expect(asked).not.toHaveBeenCalledWith('/api/store', expect.anything());
      expect(screen.queryByRole('region')).toBeNull();
      cleanup();
    }
  });

  it('tells the sign-up form what the new account gets, from the live percent', async () => {
    stubServer({ percent: 12 });
    renderIn(<SignUpOfferNote />);
    const note = await screen.findByTestId('signup-offer-note', {}, SLOW_MACHINE);
    expect(note.textContent).toBe(
      'New customer offer: 12% off your first order + Free Delivery, taken off at checkout. No code needed.',
    );
  });
});
