import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabResultItem } from '#domain/catalog/media-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { adminProductKey } from './get-admin-product.ts';

export interface NewLabResult {
  productId: string;
  labName: string;
  labLicense: string;
  batchNumber: string;
  testedAt: string;
  expiresAt: string | null;
  thcPercentage: number | null;
  thcaPercentage: number | null;
  cbdPercentage: number | null;
  pesticidesPass: boolean;
  heavyMetalsPass: boolean;
  microbialsPass: boolean;
  residualSolventsPass: boolean;
  accreditation: string | null;
  thcMgPerPackage: number | null;
  cannabinoids: Record<string, number>;
  certificateMediaId: string | null;
}

/** `POST /api/admin/lab-results`: a batch's result for this product. */
export function useCreateLab(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewLabResult) => {
      const answer = await api<{ item?: LabResultItem; labResult?: LabResultItem; result?: LabResultItem }>(
        '/api/admin/lab-results',
        { method: 'POST', body },
      );
      return (answer.item ?? answer.labResult ?? answer.result)!;
    },
    // The product (and its lab list) is fetched again before the form picks the new result.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'lab-results', productId] }),
        queryClient.invalidateQueries({ queryKey: adminProductKey(productId) }),
      ]),
  });
}
