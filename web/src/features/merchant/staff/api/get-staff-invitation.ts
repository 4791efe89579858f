import { useQuery } from '@tanstack/react-query';
import type { StaffInvitationView } from '#domain/merchant/staff.ts';
import { api } from '#web/lib/api-client.ts';

export const staffInvitationKey = (token: string) => ['staff-invitation', token] as const;

/** The invitation behind a link's token, as its holder sees it. */
export const useStaffInvitation = (token: string) =>
  useQuery({
    queryKey: staffInvitationKey(token),
    queryFn: () => api<StaffInvitationView>(`/api/staff-invitations/${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
