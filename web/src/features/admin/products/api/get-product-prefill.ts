import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPrefillResponse } from '#domain/admin/products.ts';
import { api } from '#web/lib/api-client.ts';

/** A new product's form pre-filled: a copy of a product, or a template's defaults. */
export const productPrefillQuery = (source: { duplicateOf?: string; template?: string }) =>
  queryOptions({
    queryKey: ['admin', 'products', 'prefill', source] as const,
    queryFn: async ({ signal }) => {
      const path = source.duplicateOf
        ? `/api/admin/products/${encodeURIComponent(source.duplicateOf)}/duplicate`
        : `/api/admin/product-templates/${encodeURIComponent(source.template ?? '')}/prefill`;
      return (await api<ProductPrefillResponse>(path, { signal })).input;
    },
    staleTime: Infinity,
  });

export const useProductPrefill = (source: { duplicateOf?: string; template?: string }) =>
  useQuery({ ...productPrefillQuery(source), enabled: Boolean(source.duplicateOf || source.template) });
