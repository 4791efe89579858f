import { FileText } from 'lucide-react';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { cn } from '#web/lib/cn.ts';

/** An item's small preview: the smallest WebP rendition, or a document icon. */
export function MediaThumb({ item, className }: { item: MediaItem; className?: string }) {
  if (item.thumbUrl) {
    return (
      <img
        src={item.thumbUrl}
        alt={item.alt}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        loading="lazy"
        decoding="async"
        className={cn('h-full w-full object-cover', className)}
      />
    );
  }
  return (
    <div
      className={cn('flex h-full w-full flex-col items-center justify-center gap-1 text-muted', className)}
    >
      <FileText className="h-8 w-8" aria-hidden />
      <span className="text-xs font-medium uppercase">PDF</span>
    </div>
  );
}
