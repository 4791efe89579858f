// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SLOW_MACHINE } from '#web/test-support/slow-machine.ts';
import { CommandPalette } from './command-palette.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hit = (title: string) => ({
  orders: [],
  customers: [{ id: `c-${title}`, title, subtitle: null }],
  couriers: [],
  products: [],
});

describe('CommandPalette', () => {
  it('keeps the last hits under the arrows while a longer query is still being searched', async () => {
    let release: (r: Response) => void = () => {};
    const fetch = vi.fn((url: string) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      if (q === 'dana') return Promise.resolve(Response.json(hit('Dana Reyes')));
      return new Promise<Response>((resolve) => (release = resolve));
    });
    vi.stubGlobal('fetch', fetch);
    Element.prototype.scrollIntoView ??= () => {};
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CommandPalette open onOpenChange={() => {}} pages={[]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'dana');
    await waitFor(
      () => expect(screen.getByRole('option', { name: /Dana Reyes/ })).toBeTruthy(),
      SLOW_MACHINE,
    );

    await user.type(screen.getByRole('combobox'), ' r');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), SLOW_MACHINE);
    // The second search is under way: the first hits stay, with the spinner, and nothing says "no results".
    expect(screen.getByRole('option', { name: /Dana Reyes/ })).toBeTruthy();
    expect(screen.getByText('Searching')).toBeTruthy();

    release(Response.json(hit('Dana Ruiz')));
    await waitFor(() => expect(screen.getByRole('option', { name: /Dana Ruiz/ })).toBeTruthy(), SLOW_MACHINE);
    expect(screen.queryByRole('option', { name: /Dana Reyes/ })).toBeNull();

    // Down to one character there is no search, and no hit is left over from the last one.
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'd');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull(), SLOW_MACHINE);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
