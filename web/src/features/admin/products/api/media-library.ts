import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { api, ApiError } from '#web/lib/api-client.ts';

const MEDIA_KEY = ['admin', 'media', 'images'] as const;

/** `GET /api/admin/media?kind=image&q=` (the media library's images, newest first). */
export const mediaImagesQuery = (q: string) =>
  queryOptions({
    queryKey: [...MEDIA_KEY, q] as const,
    queryFn: async ({ signal }) => {
      const page = await api<{ items: MediaItem[] }>(
        `/api/admin/media?kind=image&q=${encodeURIComponent(q)}`,
        { signal },
      );
      return page.items;
    },
  });
export const useMediaImages = (q: string) => useQuery(mediaImagesQuery(q));

/** `POST /api/admin/media` (multipart `file`): the stored, re-encoded image. */
export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.set('file', file);
      const response = await fetch('/api/admin/media', { method: 'POST', body, credentials: 'same-origin' });
      const data = (await response.json().catch(() => null)) as {
        media?: MediaItem;
        item?: MediaItem;
        error?: { code: string; message: string };
      } | null;
      if (!response.ok || !data) {
        throw new ApiError(
          response.status,
          data?.error?.code ?? 'unknown',
          data?.error?.message ?? 'Upload failed',
        );
      }
      return (data.media ?? data.item)!;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
