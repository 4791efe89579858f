import { useState } from 'react';
import { format } from 'date-fns';
import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { useCan } from '#web/lib/use-can.ts';
import { useDeleteMedia } from '../api/delete-media.ts';
import { useMediaItem } from '../api/get-media-item.ts';
import { useUpdateMediaAlt } from '../api/update-media.ts';
import { formatBytes } from '../utils/format-bytes.ts';
import { MediaThumb } from './media-thumb.tsx';

const usedText = (item: MediaItem) =>
  item.kind === 'image'
    ? `Used by ${item.usedBy} product${item.usedBy === 1 ? '' : 's'}: remove it from them before deleting`
    : `Cited by ${item.usedBy} lab result${item.usedBy === 1 ? '' : 's'}: change their certificate before deleting`;

/** One item: its preview and facts, the alt text to edit, its URL to copy, and delete (refused while in use). */
export function MediaDetails({ item: given, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const item = useMediaItem(given).data ?? given;
  const canWrite = useCan('catalog:write');
  const [alt, setAlt] = useState(item.alt);
  const update = useUpdateMediaAlt();
  const remove = useDeleteMedia();
  const [confirming, setConfirming] = useState(false);
  const absolute = new URL(item.url, window.location.origin).href;
  const save = () =>
    update.mutate({ id: item.id, alt }, { onSuccess: () => toast.success('Alt text saved') });
  return (
    <aside
      aria-label="Media details"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[200px_minmax(0,1fr)] lg:grid-cols-1"
    >
      <div className="aspect-square overflow-hidden rounded-xl bg-surface-2 lg:aspect-video">
        <MediaThumb item={item} className="object-contain" large />
      </div>
      <div className="min-w-0 space-y-4">
        <div>
          <h2 className="break-all font-medium">{item.fileName}</h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted">
            <dt>Type</dt>
            <dd>{item.mime}</dd>
            <dt>Size</dt>
            <dd className="tabular-nums">
              {formatBytes(item.byteSize)}
              {item.width && ` · ${item.width}×${item.height}px`}
            </dd>
            <dt>Uploaded</dt>
            <dd>{format(new Date(item.createdAt), 'MMM d, yyyy h:mm a')}</dd>
          </dl>
        </div>
        {item.kind === 'image' && (
          <FormField
            id="media-alt"
            label="Alt text"
            hint="Describe the image for people using screen readers"
            error={update.error?.message}
          >
            {(control) => (
              <div className="space-y-2">
                <textarea
                  {...control}
                  rows={3}
                  value={alt}
                  maxLength={300}
                  readOnly={!canWrite}
                  onChange={(e) => setAlt(e.target.value)}
                  className={`${CONTROL_CLASS} h-auto py-2 text-sm`}
                />
              </div>
            )}
          </FormField>
        )}
        {item.kind === 'image' && canWrite && (
          <Button size="sm" onClick={save} disabled={update.isPending || alt === item.alt}>
            Save alt text
          </Button>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void navigator.clipboard.writeText(absolute).then(() => toast.success('URL copied'))
            }
          >
            <Copy className="h-4 w-4" aria-hidden /> Copy URL
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={item.url} target="_blank" rel="noreferrer">
              <ExternalLink className="h-4 w-4" aria-hidden /> Open
            </a>
          </Button>
        </div>
        {canWrite && (
          <div className="space-y-1.5 border-t border-border pt-3">
            {confirming ? (
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm">Delete this file for good?</span>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(item.id, {
                      onSuccess: () => {
                        toast.success(`${item.fileName} deleted`);
                        onDeleted();
                      },
                      onError: (e) => toast.error(couldNotText(`delete ${item.fileName}`, e)),
                    })
                  }
                >
                  Delete
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </div>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={item.usedBy > 0}
                aria-describedby={item.usedBy > 0 ? 'media-in-use' : undefined}
                onClick={() => setConfirming(true)}
              >
                <Trash2 className="h-4 w-4" aria-hidden /> Delete
              </Button>
            )}
            {item.usedBy > 0 && (
              <p id="media-in-use" className="text-xs text-muted">
                {usedText(item)}
              </p>
            )}
          </div>
        )}
      </div>
    </aside>
  );
}
