import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { useCan } from '#web/lib/use-can.ts';
import { useMediaLibrary, type MediaFilters } from '../api/get-media.ts';
import { useUploads } from '../hooks/use-uploads.ts';
import { MediaFilterBar } from './media-filters.tsx';
import { MediaGrid } from './media-grid.tsx';
import { UploadDropzone } from './upload-dropzone.tsx';
import { UploadList } from './upload-list.tsx';

interface MediaLibraryProps {
  filters: MediaFilters;
  onFilters: (next: MediaFilters) => void;
  selectedId: string | null;
  onSelect: (item: MediaItem) => void;
  /** Called with each item uploaded here (the picker selects it). */
  onUploaded?: (item: MediaItem) => void;
  lockKind?: boolean;
  accept?: string;
  pageSize?: number;
}

/** The library's working area: upload (drop or choose), filters, the grid and "Load more". */
export function MediaLibrary(props: MediaLibraryProps) {
  const canWrite = useCan('catalog:write');
  const q = useDebouncedValue(props.filters.q, 250);
  const library = useMediaLibrary({ ...props.filters, q }, props.pageSize);
  const { uploads, start, clear } = useUploads(props.onUploaded);
  const items = library.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(props.filters.q || props.filters.kind || props.filters.use);
  return (
    <div className="space-y-4">
      {canWrite && <UploadDropzone onFiles={(files) => void start(files)} accept={props.accept} compact />}
      <UploadList uploads={uploads} onClear={clear} />
      <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-3">
        <MediaFilterBar filters={props.filters} onChange={props.onFilters} lockKind={props.lockKind} />
      </div>
      <MediaGrid
        items={items}
        pending={library.isPending}
        selectedId={props.selectedId}
        onSelect={props.onSelect}
        empty={
          library.isError
            ? library.error.message
            : filtered
              ? 'Nothing matches these filters.'
              : 'The library is empty. Upload product photos and lab certificates to start.'
        }
      />
      {library.hasNextPage && (
        <div className="text-center">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void library.fetchNextPage()}
            disabled={library.isFetchingNextPage}
          >
            {library.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
