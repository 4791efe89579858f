import { useQuery } from '@tanstack/react-query';
import type { LabProductOptionsResponse } from '#domain/catalog/lab-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { LABS_KEY } from './get-lab-results.ts';

/** Products by name (or the one with `id`) with their variants and each variant's batch. */
export const useLabProducts = (search: { q?: string; id?: string }) =>
  useQuery({
    queryKey: [...LABS_KEY, 'products', search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (search.q) params.set('q', search.q);
      if (search.id) params.set('id', search.id);
      return api<LabProductOptionsResponse>(`/api/admin/lab-results/products?${params}`, { signal }).then(
        (r) => r.products,
      );
    },
    placeholderData: (previous) => previous,
  });
