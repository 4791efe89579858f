import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { MEDIA_KEY } from './get-media.ts';

/** Deletes an unused item and its files (the server refuses one in use with the reason). */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/media/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
