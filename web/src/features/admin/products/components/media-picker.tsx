import { useState } from 'react';
import { toast } from 'sonner';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { Upload } from 'lucide-react';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { FILTER_CONTROL } from '#web/components/data-table/filter-select.tsx';
import { useMediaImages, useUploadImage } from '../api/media-library.ts';

/** The media library's images to pick from, with a search and an upload. */
export function MediaPicker({
  chosen,
  onPick,
}: {
  chosen: ReadonlySet<string>;
  onPick: (m: MediaItem) => void;
}) {
  const [q, setQ] = useState('');
  const images = useMediaImages(q);
  const upload = useUploadImage();
  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (media) => {
        toast.success(`${media.fileName} uploaded`);
        onPick(media);
      },
      onError: (error) => toast.error(couldNotText('upload the file', error)),
    });
  };
  return (
    <section aria-label="Media library" className="space-y-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          Search the library
          <input
            className={FILTER_CONTROL}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="File name"
          />
        </label>
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm font-medium hover:bg-surface-2 focus-within:ring-2 focus-within:ring-accent/40">
          <Upload className="h-4 w-4" aria-hidden />
          {upload.isPending ? 'Uploading…' : 'Upload image'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            aria-label="Upload image"
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {images.isPending ? (
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : images.isError ? (
        <p className="text-sm text-muted">The media library is not available: {images.error.message}</p>
      ) : images.data.length === 0 ? (
        <p className="text-sm text-muted">No images yet: upload one.</p>
      ) : (
        <ul className="grid max-h-64 grid-cols-4 gap-2 overflow-y-auto sm:grid-cols-6">
          {images.data.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                disabled={chosen.has(m.id)}
                onClick={() => onPick(m)}
                className="block w-full overflow-hidden rounded-lg border border-border hover:ring-2 hover:ring-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-40"
                aria-label={`Add ${m.fileName}`}
              >
                <img
                  src={m.thumbUrl ?? m.url}
                  alt=""
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
