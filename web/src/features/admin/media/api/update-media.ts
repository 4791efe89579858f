import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaResponse } from '#domain/catalog/media-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { MEDIA_KEY } from './get-media.ts';

/** Changes an item's alt text; the library refetches after. */
export function useUpdateMediaAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alt }: { id: string; alt: string }) =>
      api<MediaResponse>(`/api/admin/media/${encodeURIComponent(id)}`, { method: 'PATCH', body: { alt } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
