import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProductTemplateInput,
  ProductTemplateList,
  ProductTemplateResponse,
} from '#domain/admin/product-templates.ts';
import { api } from '#web/lib/api-client.ts';

export const TEMPLATES_KEY = ['admin', 'product-templates'] as const;

export const templatesQuery = queryOptions({
  queryKey: TEMPLATES_KEY,
  queryFn: async ({ signal }) =>
    (await api<ProductTemplateList>('/api/admin/product-templates', { signal })).templates,
});
export const useTemplates = () => useQuery(templatesQuery);

/** Create (no id), update or delete a template; the list refetches after each. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (w: { id?: string; input?: ProductTemplateInput }) => {
      if (w.id && !w.input) {
        await api<void>(`/api/admin/product-templates/${w.id}`, { method: 'DELETE' });
        return null;
      }
      const path = w.id ? `/api/admin/product-templates/${w.id}` : '/api/admin/product-templates';
      return (await api<ProductTemplateResponse>(path, { method: w.id ? 'PUT' : 'POST', body: w.input }))
        .template;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}
