import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabResultInput, LabResultPatch, LabResultResponse } from '#domain/catalog/lab-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { LABS_KEY } from './get-lab-results.ts';

/** Creates a lab result (no id) or changes one; the lists refetch after. */
export function useSaveLabResult(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LabResultInput) => {
      if (!id) return api<LabResultResponse>('/api/admin/lab-results', { method: 'POST', body: input });
      const { productId: _product, ...patch } = input;
      void _product;
      return api<LabResultResponse>(`/api/admin/lab-results/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: patch satisfies LabResultPatch,
      });
    },
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: LABS_KEY }),
  });
}
