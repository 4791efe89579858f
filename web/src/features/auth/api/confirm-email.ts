import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '#domain/account/session-response.ts';
import { api } from '#web/lib/api-client.ts';

export const confirmEmail = (token: string) =>
  api<VerifyEmailResponse>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

/** Confirms the address behind the link once; a signed-in session then shows it as confirmed. */
export function useConfirmEmail(token: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
  const confirmed = query.isSuccess;
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: ['session'] });
  }, [confirmed, queryClient]);
  return query;
}
