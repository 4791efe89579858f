import { FileText } from 'lucide-react';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { cn } from '#web/lib/cn.ts';

/** An item's preview: the smallest WebP rendition (or the largest when `large`), or a document icon. */
export function MediaThumb({
  item,
  className,
  large = false,
}: {
  item: MediaItem;
  className?: string;
  large?: boolean;
}) {
  if (item.thumbUrl) {
    return (
      <img
        src={large ? item.url : item.thumbUrl}
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
