import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { MEDIA_KEY, type MediaFilters } from '#web/features/admin/media/api/get-media.ts';
import { MediaDetails } from '#web/features/admin/media/components/media-details.tsx';
import { MediaLibrary } from '#web/features/admin/media/components/media-library.tsx';
import { useLiveMedia } from '#web/features/admin/media/hooks/use-live-media.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const KINDS = ['image', 'document'] as const;
const USES = ['in-use', 'unused'] as const;
const oneOf = <T extends string>(list: readonly T[], v: string | null) =>
  list.includes(v as T) ? (v as T) : undefined;

/** The media library: product photos and lab certificates, uploaded, described, copied and cleaned up. */
export function AdminMediaRoute() {
  const [params, setParams] = useSearchParams();
  const filters: MediaFilters = {
    q: params.get('q') ?? undefined,
    kind: oneOf(KINDS, params.get('kind')),
    use: oneOf(USES, params.get('use')),
  };
  const setFilters = (next: MediaFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, {
      replace: true,
    });
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const queryClient = useQueryClient();
  useLiveMedia();
  useShortcut({
    keys: 'r',
    description: 'Refresh the media library',
    group: 'Media',
    run: () => void queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
  return (
    <div className="space-y-5">
      <DocumentTitle>Media</DocumentTitle>
      <PageHeader
        title="Media"
        description="Product photos and lab certificates. Images are checked and re-encoded into WebP and AVIF sizes for the storefront; PDFs are checked and stored as they are. A file in use cannot be deleted."
      />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
        <MediaLibrary
          filters={filters}
          onFilters={setFilters}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
        />
        {selected ? (
          <div className="order-first lg:sticky lg:top-4 lg:order-none">
            <MediaDetails key={selected.id} item={selected} onDeleted={() => setSelected(null)} />
          </div>
        ) : (
          <p className="hidden rounded-2xl border border-dashed border-border p-6 text-sm text-muted lg:block">
            Select a file to see its details, edit its alt text, copy its URL or delete it.
          </p>
        )}
      </div>
    </div>
  );
}
