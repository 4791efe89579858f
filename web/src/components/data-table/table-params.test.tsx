// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { keysetPage, readTableParams, useTableParams, wholeList } from './table-params.ts';

afterEach(cleanup);

function renderParams(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ table: useTableParams(['status', 'q']), search: useLocation().search }), {
    wrapper,
  });
}

describe('table params', () => {
  it('reads only the filters the table names', () => {
    const params = readTableParams(new URLSearchParams('status=open&x=1&cursor=c2&sort=at&dir=desc'), [
      'status',
    ]);
    expect(params).toEqual({ sort: 'at', dir: 'desc', cursor: 'c2', filters: { status: 'open' } });
  });

  it('clearFilters drops every filter and the page, and keeps the sort and other params', () => {
    const { result } = renderParams('/admin/x?status=open&q=nym&cursor=c2&sort=at&dir=desc&id=a1');
    act(() => result.current.table.clearFilters());
    const search = new URLSearchParams(result.current.search);
    expect([...search.keys()].sort()).toEqual(['dir', 'id', 'sort']);
    expect(result.current.table.params.filters).toEqual({});
  });

  it('a new filter starts at page one', () => {
    const { result } = renderParams('/admin/x?cursor=c2');
    act(() => result.current.table.setFilter('status', 'open'));
    expect(result.current.table.params).toMatchObject({ cursor: null, filters: { status: 'open' } });
  });
});

describe('table pages', () => {
  it('a whole list is one page, a keyset page goes forward only', () => {
    expect(wholeList([1, 2])).toEqual({ rows: [1, 2], nextCursor: null, prevCursor: null });
    expect(keysetPage([3], 'c4')).toEqual({ rows: [3], nextCursor: 'c4', prevCursor: null });
  });
});
