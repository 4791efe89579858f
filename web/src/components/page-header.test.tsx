// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PageHeader } from './page-header.tsx';

afterEach(cleanup);

describe('PageHeader', () => {
  it('shows the title as the page heading with its description, actions and filters', () => {
    render(
      <PageHeader
        title="Orders"
        description="Every order in every shop"
        actions={<button type="button">Export</button>}
        filters={<input aria-label="Status" />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('Every order in every shop')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Filters' })).getByRole('textbox', { name: 'Status' }),
    ).toBeTruthy();
  });

  it('leaves out the filter group when there are no filters', () => {
    render(<PageHeader title="Couriers" />);
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });
});
