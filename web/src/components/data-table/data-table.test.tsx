// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { dataTableColumns } from './data-table-columns.ts';
import { DataTable } from './data-table.tsx';
import type { TablePage, TableParams } from './table-params.ts';

interface Order {
  id: string;
  number: string;
  totalCents: number;
}

const col = dataTableColumns<Order>();
const columns = [
  col.accessor('number', { header: 'Order', enableSorting: true }),
  col.accessor('totalCents', { header: 'Total', enableSorting: true, meta: { align: 'end' } }),
  col.display({ id: 'actions', header: 'Actions', cell: () => 'Open' }),
];

const PAGE_1: TablePage<Order> = {
  rows: [
    { id: 'o1', number: 'NYM-1', totalCents: 4200 },
    { id: 'o2', number: 'NYM-2', totalCents: 1800 },
  ],
  nextCursor: 'o2',
  prevCursor: null,
};
const PAGE_2: TablePage<Order> = {
  rows: [{ id: 'o3', number: 'NYM-3', totalCents: 900 }],
  nextCursor: null,
  prevCursor: 'o3',
};

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

type Extra = Pick<Parameters<typeof DataTable<Order>>[0], 'onRowClick' | 'defaultSort' | 'pagerLabels'>;

function renderTable(
  fetchPage: (params: TableParams) => Promise<TablePage<Order>>,
  url = '/admin/orders',
  extra: Extra = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <DataTable
          caption="Orders"
          columns={columns}
          getRowId={(order) => order.id}
          filterKeys={['status']}
          query={(params) => ({ queryKey: ['orders', params], queryFn: () => fetchPage(params) })}
          {...extra}
        />
        <Search />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

afterEach(cleanup);

describe('DataTable', () => {
  it('renders the rows the query returns under their column headers', async () => {
    renderTable(async () => PAGE_1);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Total', 'Actions']);
    await screen.findByRole('cell', { name: 'NYM-1' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: '4200' })).toHaveProperty(
      'className',
      expect.stringContaining('text-right'),
    );
  });

  it('reads sort, page and filters from the URL and passes them to the query', async () => {
    const fetchPage = vi.fn(async () => PAGE_1);
    renderTable(fetchPage, '/admin/orders?sort=number&dir=desc&cursor=o9&status=placed&other=x');
    await screen.findByRole('cell', { name: 'NYM-1' });
    expect(fetchPage).toHaveBeenCalledWith({
      sort: 'number',
      dir: 'desc',
      cursor: 'o9',
      filters: { status: 'placed' },
    });
    expect(screen.getByRole('columnheader', { name: /Order/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('a header click sorts: the URL gets the sort, the page resets, the query is called with it', async () => {
    const fetchPage = vi.fn(async () => PAGE_1);
    const user = renderTable(fetchPage, '/admin/orders?cursor=o2&status=placed');
    await screen.findByRole('cell', { name: 'NYM-1' });

    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(search().get('sort')).toBe('totalCents');
    expect(search().get('dir')).toBe('asc');
    expect(search().get('cursor')).toBeNull();
    expect(search().get('status')).toBe('placed');
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({
        sort: 'totalCents',
        dir: 'asc',
        cursor: null,
        filters: { status: 'placed' },
      }),
    );
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(search().get('dir')).toBe('desc');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ dir: 'desc' })));
  });

  it('only columns that ask for it are sortable', async () => {
    renderTable(async () => PAGE_1);
    await screen.findByRole('cell', { name: 'NYM-1' });
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
  });

  it('next and previous follow the cursors the server returned', async () => {
    const fetchPage = vi.fn(async ({ cursor }: TableParams) => (cursor ? PAGE_2 : PAGE_1));
    const user = renderTable(fetchPage);
    await screen.findByRole('cell', { name: 'NYM-1' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search().get('cursor')).toBe('o2');
    await screen.findByRole('cell', { name: 'NYM-3' });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(search().get('cursor')).toBe('o3');
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: 'o3' })),
    );
  });

  it('shows an empty state when the page has no rows', async () => {
    renderTable(async () => ({ rows: [], nextCursor: null, prevCursor: null }));
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('shows the error with a retry that asks again', async () => {
    const fetchPage = vi
      .fn<(params: TableParams) => Promise<TablePage<Order>>>()
      .mockRejectedValueOnce(new Error('Could not reach the server'))
      .mockResolvedValue(PAGE_1);
    const user = renderTable(fetchPage);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not reach the server');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('cell', { name: 'NYM-1' });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('marks the table busy while the first page loads', () => {
    renderTable(() => new Promise(() => {}));
    expect(screen.getByRole('table', { name: 'Orders' }).getAttribute('aria-busy')).toBe('true');
  });

  it('sortable headers are reached with Tab and sorted with Enter, keeping focus', async () => {
    const user = renderTable(async () => PAGE_1);
    await screen.findByRole('cell', { name: 'NYM-1' });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Order' }));
    await user.tab();
    const total = screen.getByRole('button', { name: 'Total' });
    expect(document.activeElement).toBe(total);

    await user.keyboard('{Enter}');
    expect(search().get('sort')).toBe('totalCents');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Total' }));
  });

  it('opens a clicked row, shows the default sort and words its pager as asked', async () => {
    const opened: string[] = [];
    const user = renderTable(async () => PAGE_1, '/admin/orders', {
      onRowClick: (order) => opened.push(order.id),
      defaultSort: { id: 'totalCents', desc: true },
      pagerLabels: ['Newer', 'Older'],
    });
    await user.click(await screen.findByRole('cell', { name: 'NYM-2' }));
    expect(opened).toEqual(['o2']);
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
  });
});
