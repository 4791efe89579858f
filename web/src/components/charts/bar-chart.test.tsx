// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BarChart } from './bar-chart.tsx';

afterEach(cleanup);

const DAYS = [
  { label: '3', fullLabel: 'Mon, Nov 3', value: 5, parts: [3, 2] },
  { label: '4', fullLabel: 'Tue, Nov 4', value: 0, parts: [0, 0] },
];

describe('BarChart', () => {
  it('reads as an image with its total and peak, and shows its numbers as a table', () => {
    render(<BarChart title="Orders" data={DAYS} format={(n) => `${n} orders`} />);
    expect(
      screen.getByRole('img', { name: 'Orders: total 5 orders, highest 5 orders at Mon, Nov 3' }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Value']);
    expect(within(table).getByRole('rowheader', { name: 'Tue, Nov 4' })).toBeTruthy();
  });

  it('says so when there is nothing yet', () => {
    render(<BarChart title="Refusals" data={[DAYS[1]!]} format={String} />);
    expect(screen.getByRole('img', { name: 'Refusals: nothing yet' })).toBeTruthy();
  });

  it('stacks bars by series, with a legend, a column per series and the extra columns', () => {
    render(
      <BarChart
        title="Entries by day"
        data={DAYS}
        format={String}
        series={[
          { label: 'Entry', className: 'fill-accent' },
          { label: 'Referral', className: 'fill-sky-500' },
        ]}
        summary="Entries by day: 5 over 2 days"
        tableCaption="Entries by day and source"
        rowHeader="Day"
        extraColumns={[{ header: 'New entrants', cell: (i) => i + 10 }]}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'Sources' })).getAllByRole('listitem')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Entries by day and source' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Entry', 'Referral', 'New entrants']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Mon, Nov 33210');
    expect(screen.getByRole('img', { name: 'Entries by day: 5 over 2 days' })).toBeTruthy();
  });
});
