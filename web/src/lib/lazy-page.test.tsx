// @vitest-environment happy-dom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary, useRouteError } from '#web/components/errors/route-error-boundary.tsx';
import { page, preloadPage } from '#web/lib/lazy-page.tsx';

afterEach(cleanup);

function ErrorScreen() {
  const { error, reset } = useRouteError();
  return (
    <div role="alert">
      {String(error)}
      <button onClick={reset}>Try again</button>
    </div>
  );
}

// A page suspends with `use`, which React's test mode renders only inside an awaited `act`.
const show = (element: ReturnType<typeof page>) =>
  act(async () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route element={<RouteErrorBoundary screen={<ErrorScreen />} />}>
            <Route index element={<Suspense fallback={<p>Loading</p>}>{element}</Suspense>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
  });

describe('page', () => {
  it('renders the named export once its chunk has arrived', async () => {
    let arrive = (_: { Home: () => React.JSX.Element }) => {};
    const chunk = new Promise<{ Home: () => React.JSX.Element }>((resolve) => (arrive = resolve));
    await show(page(() => chunk, 'Home'));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive({ Home: () => <h1>Home</h1> }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('renders at once when preloaded, as the server and the first render do', async () => {
    const element = page(() => Promise.resolve({ Home: () => <h1>Home</h1> }), 'Home');
    await preloadPage(element);
    await show(element);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('shows the route error screen when the chunk fails, and loads it again on retry', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Home: () => <h1>Home</h1> });
    await show(page(load, 'Home'));
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores elements that are not pages', async () => {
    await expect(preloadPage(<p />)).resolves.toBeUndefined();
    await expect(preloadPage(null)).resolves.toBeUndefined();
  });
});
