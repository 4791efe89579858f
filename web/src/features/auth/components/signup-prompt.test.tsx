// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_STORE_FACTS } from '#domain/content/store-facts.ts';
import { storeFactsQuery } from '#web/lib/store-facts.ts';
import { track } from '#web/lib/analytics.ts';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { SIGNUP_PROMPT_KEY } from '../stores/signup-prompt-settled.ts';
import { SignupPrompt } from './signup-prompt.tsx';

vi.mock('#web/lib/analytics.ts', () => ({ track: vi.fn() }));

const TITLE = 'Get 10% off your first order';
let router: ReturnType<typeof createMemoryRouter>;
const navigate = (to: string) => void router.navigate(to);

function renderPrompt(path = '/') {
  const element = <SignupPrompt isAgeVerified={() => true} />;
  router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  // The offer's percent is the store's setting (GET /api/store): here its default.
  const client = new QueryClient();
  client.setQueryData(storeFactsQuery.queryKey, { store: DEFAULT_STORE_FACTS });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Time passing with the tab in view, a second at a time so React renders between the clock's ticks. */
async function browse(ms: number) {
  for (let left = ms; left > 0; left -= 1000) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(left, 1000)));
  }
}
const prompt = () => screen.queryByRole('dialog', { name: TITLE });
const record = () => JSON.parse(localStorage.getItem(SIGNUP_PROMPT_KEY) ?? 'null') as unknown;

describe('SignupPrompt', () => {
  beforeAll(async () => {
    // Warm the dialog's module so its lazy import resolves within the fake clock's ticks.
    await import('./signup-prompt-dialog.tsx');
  });
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-01T15:00:00Z') });
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.mocked(track).mockClear();
    vi.restoreAllMocks();
    authDialog.close();
  });

  it('appears after 45 s of browsing, closes with No thanks and never comes back', async () => {
    renderPrompt();
    await browse(44_000);
    expect(prompt()).toBeNull();
    await browse(3_000);
    const dialog = prompt()!;
    expect(dialog).toBeTruthy();
    expect(dialog.textContent).toContain('Create a free account');
    expect(document.activeElement).toBe(dialog);
    expect(track).toHaveBeenCalledWith('signup_popup_shown', { trigger: 'time', path: '/' });
    expect(record()).toEqual({ outcome: 'shown', at: expect.any(Number) });

    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(prompt()).toBeNull();
    expect(track).toHaveBeenCalledWith('signup_popup_dismissed', { how: 'button' });
    expect(record()).toEqual({ outcome: 'dismissed', at: Date.parse('2026-12-01T15:00:47Z') });

    cleanup();
    sessionStorage.clear();
    vi.mocked(track).mockClear();
    renderPrompt();
    await browse(5 * 60_000);
    expect(prompt()).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });

  it('appears on the third page view, and Escape closes it', async () => {
    renderPrompt('/');
    await browse(3_000);
    act(() => navigate('/product/a'));
    await browse(3_000);
    act(() => navigate('/product/b'));
    await browse(1_000);
    expect(prompt()).toBeNull();
    await browse(2_000);
    expect(prompt()).toBeTruthy();
    expect(track).toHaveBeenCalledWith('signup_popup_shown', { trigger: 'page_views', path: '/product/b' });

    fireEvent.keyDown(prompt()!, { key: 'Escape' });
    expect(prompt()).toBeNull();
    expect(track).toHaveBeenCalledWith('signup_popup_dismissed', { how: 'escape' });
  });

  it('opens the sign-up dialog from its call to action', async () => {
    const open = vi.spyOn(authDialog, 'open');
    renderPrompt();
    await browse(47_000);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(prompt()).toBeNull();
    expect(open).toHaveBeenCalledWith('signup');
    expect(record()).toEqual({ outcome: 'accepted', at: expect.any(Number) });
    expect(track).not.toHaveBeenCalledWith('signup_popup_dismissed', expect.anything());
  });

  it('waits through checkout and while another dialog is open', async () => {
    renderPrompt('/cart');
    await browse(60_000);
    act(() => navigate('/checkout'));
    await browse(60_000);
    expect(prompt()).toBeNull();

    act(() => authDialog.open('signin'));
    act(() => navigate('/'));
    await browse(10_000);
    expect(prompt()).toBeNull();
    act(() => authDialog.close());
    await browse(1_000);
    expect(prompt()).toBeTruthy();
  });

  it("waits while another feature's sheet or panel is on the page", async () => {
    const sheet = document.body.appendChild(document.createElement('div'));
    sheet.setAttribute('role', 'dialog');
    renderPrompt('/');
    await browse(60_000);
    expect(prompt()).toBeNull();
    sheet.remove();
    await browse(1_000);
    expect(prompt()).toBeTruthy();
  });

  it('is not shown when another tab showed it first', async () => {
    renderPrompt();
    await browse(30_000);
    localStorage.setItem(SIGNUP_PROMPT_KEY, JSON.stringify({ outcome: 'shown', at: Date.now() }));
    await browse(60_000);
    expect(prompt()).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });
});
