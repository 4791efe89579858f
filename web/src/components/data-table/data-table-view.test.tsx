// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataTableColumns } from './data-table-columns.ts';
import { DataTableView } from './data-table-view.tsx';

interface Entry {
  id: string;
  action: string;
}

const col = dataTableColumns<Entry>();
const columns = [col.accessor('action', { header: 'Action', meta: { className: 'hidden xl:table-cell' } })];
const ROWS: Entry[] = [
  { id: 'e1', action: 'settings.update' },
  { id: 'e2', action: 'order.cancel' },
];

afterEach(cleanup);

describe('DataTableView', () => {
  it('opens a row below itself with a toggle named by the caller, and closes it again', async () => {
    const user = userEvent.setup();
    render(
      <DataTableView
        caption="Audit log"
        columns={columns}
        rows={ROWS}
        getRowId={(e) => e.id}
        renderExpanded={(e) => <p>Changes of {e.action}</p>}
        expandLabel={(e, open) => `${open ? 'Hide' : 'Show'} changes of ${e.action}`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Details', 'Action']);
    const toggle = screen.getByRole('button', { name: 'Show changes of order.cancel' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    const details = screen.getByText('Changes of order.cancel');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.closest('tr')?.id).toBe(toggle.getAttribute('aria-controls'));
    expect(screen.queryByText('Changes of settings.update')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Hide changes of order.cancel' }));
    expect(screen.queryByText('Changes of order.cancel')).toBeNull();
  });

  it('marks the selected row of a master/detail list as the current one', () => {
    render(
      <DataTableView
        caption="Applications"
        columns={columns}
        rows={ROWS}
        getRowId={(e) => e.id}
        selectedRowId="e2"
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(first!.getAttribute('aria-current')).toBeNull();
    expect(second!.getAttribute('aria-current')).toBe('true');
  });

  it('puts a column’s classes on its header and cells', () => {
    render(<DataTableView caption="Audit log" columns={columns} rows={ROWS} getRowId={(e) => e.id} />);
    expect(screen.getByRole('columnheader', { name: 'Action' }).className).toContain('xl:table-cell');
    expect(screen.getByRole('cell', { name: 'order.cancel' }).className).toContain('xl:table-cell');
  });

  it('shows the caller’s empty text, and an error in place of the rows', () => {
    const { rerender } = render(
      <DataTableView
        caption="Coupons"
        columns={columns}
        rows={[]}
        getRowId={(e) => e.id}
        empty="No coupons yet."
      />,
    );
    expect(screen.getByText('No coupons yet.')).toBeTruthy();
    rerender(
      <DataTableView
        caption="Coupons"
        columns={columns}
        rows={[]}
        getRowId={(e) => e.id}
        error={new Error('Could not reach the server')}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the server');
  });
});
