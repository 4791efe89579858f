// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview } from '#domain/admin/import-export.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';

afterEach(cleanup);

const row = (n: number, errors: ImportPreview['errors'] = []) => ({
  row: n,
  productKey: `p-${n}`,
  productName: `Product ${n}`,
  variantLabel: '3.5g',
  result: errors.length ? ('error' as const) : ('create' as const),
  status: 'draft' as const,
  errors,
});

const price = { row: 3, column: 'price', message: 'Enter a price' };
const preview: ImportPreview = {
  fileName: 'menu.csv',
  sha256: 'a'.repeat(64),
  rows: [row(2), row(3, [price]), row(4)],
  errors: [{ row: 1, column: 'colour', message: 'Unknown column colour' }, price],
  counts: { rows: 3, products: 3, variants: 3, errors: 2 },
  note: 'Drafts',
};

describe('ImportPreviewTable', () => {
  it('shows the header errors, then only the failing rows with each error by column', async () => {
    render(<ImportPreviewTable preview={preview} />);
    expect(screen.getByRole('list', { name: 'Header errors' }).textContent).toBe(
      'Row 1 · colour: Unknown column colour',
    );
    const body = screen.getAllByRole('rowgroup')[1]!;
    expect(
      within(body)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['3Product 3p-33.5gErrorprice: Enter a price']);
    await userEvent.setup().click(screen.getByLabelText('Only rows with errors'));
    expect(within(body).getAllByRole('row')).toHaveLength(3);
    expect(within(body).getAllByText('Create as draft')).toHaveLength(2);
  });
});
