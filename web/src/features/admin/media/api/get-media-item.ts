import { useQuery } from '@tanstack/react-query';
import type { MediaItem, MediaResponse } from '#domain/catalog/media-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { MEDIA_KEY } from './get-media.ts';

/** One item, kept fresh (alt text, use) from the copy the grid already has. */
export const useMediaItem = (item: MediaItem) =>
  useQuery({
    queryKey: [...MEDIA_KEY, 'item', item.id],
    queryFn: ({ signal }) =>
      api<MediaResponse>(`/api/admin/media/${encodeURIComponent(item.id)}`, { signal }).then((r) => r.item),
    initialData: item,
    staleTime: 0,
    retry: false,
  });
