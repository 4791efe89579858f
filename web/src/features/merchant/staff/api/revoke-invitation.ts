import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRemoved } from '#domain/merchant/staff.ts';
import { api } from '#web/lib/api-client.ts';
import { SHOP_STAFF_KEY } from './get-shop-staff.ts';

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<StaffRemoved>(`/api/merchant/staff/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOP_STAFF_KEY }),
  });
}
