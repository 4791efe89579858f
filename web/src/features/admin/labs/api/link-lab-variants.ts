import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabResultResponse } from '#domain/catalog/lab-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { LABS_KEY } from './get-lab-results.ts';

/** Sets exactly which variants of the product are on the shelf from this batch. */
export function useLinkLabVariants(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variantIds: string[]) =>
      api<LabResultResponse>(`/api/admin/lab-results/${encodeURIComponent(id)}/variants`, {
        method: 'PUT',
        body: { variantIds },
      }),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: LABS_KEY }),
  });
}
