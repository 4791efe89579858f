// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useApplicationParams } from './use-application-params.ts';

afterEach(cleanup);

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ app: useApplicationParams(), search: useLocation().search }), { wrapper });
}

describe('useApplicationParams', () => {
  it('reads the tab (pending unless named), the page and the chosen application from the URL', () => {
    expect(setup('/admin/x?status=nope').result.current.app.status).toBe('pending');
    const { result } = setup('/admin/x?status=rejected&cursor=c2&id=a1');
    expect(result.current.app).toMatchObject({ status: 'rejected', cursor: 'c2', selected: 'a1' });
  });

  it('a new tab starts at its first page with nothing chosen; a page keeps the choice', () => {
    const { result } = setup('/admin/x?cursor=c2&id=a1');
    act(() => result.current.app.setCursor('c3'));
    expect(result.current.app).toMatchObject({ cursor: 'c3', selected: 'a1' });
    act(() => result.current.app.setStatus('approved'));
    expect(result.current.search).toBe('?status=approved');
  });
});
