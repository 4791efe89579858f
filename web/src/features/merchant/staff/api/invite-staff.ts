import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteStaffInput, StaffInvited } from '#domain/merchant/staff.ts';
import { api } from '#web/lib/api-client.ts';
import { SHOP_STAFF_KEY } from './get-shop-staff.ts';

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffInput) =>
      api<StaffInvited>('/api/merchant/staff', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOP_STAFF_KEY }),
  });
}
