import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, useBrowserStore, useHydrated } from './hydrated.tsx';

const never = () => () => {};

function Probe() {
  const hydrated = useHydrated();
  const value = useBrowserStore(never, () => 'browser', 'server');
  return (
    <p>
      {String(hydrated)} {value}
    </p>
  );
}

describe('hydrated', () => {
  it('renders the server values under a hydrating provider (the markup the browser will hydrate)', () => {
    const html = renderToString(
      <HydrationProvider hydrating>
        <Probe />
      </HydrationProvider>,
    );
    expect(html).toContain('false<!-- --> <!-- -->server');
  });

  it('a tree that is not hydrating counts as hydrated from its first render', () => {
    const html = renderToString(
      <HydrationProvider hydrating={false}>
        <Probe />
      </HydrationProvider>,
    );
    expect(html).toContain('true');
  });
});
