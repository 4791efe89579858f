import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { LABS_KEY } from './get-lab-results.ts';

/** Deletes a lab result no variant is linked to (the server refuses otherwise, with the count). */
export function useDeleteLabResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/admin/lab-results/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: LABS_KEY }),
  });
}
