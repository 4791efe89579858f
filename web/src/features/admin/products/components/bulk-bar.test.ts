import { describe, expect, it } from 'vitest';
import { exportHref } from '../api/bulk-products.ts';
import { bulkSummary } from './bulk-bar.tsx';

const ID = '00000000-0000-4000-8000-000000000001';

describe('bulk actions', () => {
  it('says how many changed and why each refused one was refused', () => {
    expect(bulkSummary({ updated: [ID], refused: [] }, 'archived')).toEqual({
      done: '1 product archived',
      refused: [],
    });
    const summary = bulkSummary(
      {
        updated: [],
        refused: [
          {
            id: ID,
            name: 'Kush',
            problems: [
              { field: 'images', message: 'Add at least one image' },
              { field: 'labResult', message: 'The lab result for this batch has expired' },
            ],
          },
        ],
      },
      'activated',
    );
    expect(summary).toEqual({
      done: '0 products activated',
      refused: ['Kush: Add at least one image; The lab result for this batch has expired'],
    });
  });

  it('exports the selection when there is one, else what the filters match', () => {
    expect(exportHref([ID], 'status=draft')).toBe(`/api/admin/products/export.csv?ids=${ID}`);
    expect(exportHref([], 'status=draft')).toBe('/api/admin/products/export.csv?status=draft');
  });
});
