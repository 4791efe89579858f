import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryAdjust, InventoryRowResponse } from '#domain/admin/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { INVENTORY_KEY, type InventoryTablePage } from './get-inventory.ts';

export type VariantChange =
  { kind: 'adjust'; change: InventoryAdjust } | { kind: 'threshold'; threshold: number };

function send(variantId: string, action: VariantChange) {
  const base = `/api/admin/inventory/${encodeURIComponent(variantId)}`;
  return action.kind === 'adjust'
    ? api<InventoryRowResponse>(`${base}/adjust`, { method: 'POST', body: action.change })
    : api<InventoryRowResponse>(`${base}/threshold`, {
        method: 'PUT',
        body: { threshold: action.threshold },
      });
}

/** One change to a variant's stock or threshold: the row on screen takes the answer, then the lists refetch. */
export function useVariantChange(variantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: VariantChange) => send(variantId, action),
    onSuccess: ({ row }) => {
      queryClient.setQueriesData<InventoryTablePage>({ queryKey: [...INVENTORY_KEY, 'list'] }, (old) =>
        old ? { ...old, rows: old.rows.map((r) => (r.variantId === row.variantId ? row : r)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
    },
  });
}
