import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { MediaThumb } from './media-thumb.tsx';

interface MediaGridProps {
  items: MediaItem[];
  pending: boolean;
  selectedId: string | null;
  onSelect: (item: MediaItem) => void;
  empty: string;
}

/** Thumbnails of the library: each a button that selects the item (keyboard: Tab, Enter). */
export function MediaGrid({ items, pending, selectedId, onSelect, empty }: MediaGridProps) {
  if (pending) {
    return (
      <div className="grid grid-cols-[repeat(auto-fill,minmax(140px,1fr))] gap-3">
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="aspect-square w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-border px-4 py-16 text-center text-sm text-muted">{empty}</p>
    );
  }
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(140px,1fr))] gap-3" aria-label="Media">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onSelect(item)}
            aria-pressed={selectedId === item.id}
            className={cn(
              'group block w-full overflow-hidden rounded-xl border border-border bg-surface text-left transition',
              'hover:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
              selectedId === item.id && 'border-accent ring-2 ring-accent',
            )}
          >
            <div className="relative aspect-square bg-surface-2">
              <MediaThumb item={item} />
              {item.usedBy > 0 && (
                <Badge tone="success" className="absolute left-1.5 top-1.5">
                  In use
                </Badge>
              )}
            </div>
            <div className="px-2 py-1.5">
              <div className="truncate text-xs font-medium" title={item.fileName}>
                {item.fileName}
              </div>
              <div className="truncate text-[11px] text-muted">
                {item.width ? `${item.width}×${item.height}` : 'Document'}
                {!item.alt && item.kind === 'image' && ' · no alt text'}
              </div>
            </div>
          </button>
        </li>
      ))}
    </ul>
  );
}
