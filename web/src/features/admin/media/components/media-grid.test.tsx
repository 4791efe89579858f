// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { MediaGrid } from './media-grid.tsx';

afterEach(cleanup);

const item = (over: Partial<MediaItem>): MediaItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'image',
  fileName: 'jar.jpg',
  mime: 'image/jpeg',
  byteSize: 1000,
  width: 800,
  height: 600,
  alt: 'A jar',
  url: '/media/library/x/640.webp',
  srcset: '',
  thumbUrl: '/media/library/x/320.webp',
  createdAt: '2026-11-25T10:00:00.000Z',
  usedBy: 0,
  ...over,
});

describe('MediaGrid', () => {
  it('shows thumbnails with size, marks what is in use and selects on click', () => {
    const onSelect = vi.fn();
    const used = item({
      id: '00000000-0000-4000-8000-000000000002',
      fileName: 'used.png',
      alt: 'Used',
      width: 400,
      height: 400,
      usedBy: 2,
    });
    const pdf = item({
      id: '00000000-0000-4000-8000-000000000003',
      kind: 'document',
      fileName: 'coa.pdf',
      width: null,
      height: null,
      thumbUrl: null,
    });
    render(
      <MediaGrid
        items={[item({}), used, pdf]}
        pending={false}
        selectedId={used.id}
        onSelect={onSelect}
        empty="Empty"
      />,
    );
    expect(screen.getByRole('img', { name: 'A jar' }).getAttribute('src')).toBe('/media/library/x/320.webp');
    expect(screen.getByText('800×600')).toBeTruthy();
    expect(screen.getAllByText('In use')).toHaveLength(1);
    expect(screen.getByText('Document')).toBeTruthy();
    const selected = screen.getByRole('button', { name: /used\.png/ });
    expect(selected.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /coa\.pdf/ }));
    expect(onSelect).toHaveBeenCalledWith(pdf);
  });

  it('says why the grid is empty', () => {
    render(
      <MediaGrid
        items={[]}
        pending={false}
        selectedId={null}
        onSelect={() => undefined}
        empty="Nothing matches these filters."
      />,
    );
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy();
  });
});
