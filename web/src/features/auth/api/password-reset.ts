import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  PasswordResetDone,
  PasswordResetLink,
  PasswordResetRequest,
  PasswordResetRequested,
} from '#domain/account/password-reset.ts';
import { api } from '#web/lib/api-client.ts';

const path = (token: string) => `/api/session/password-reset/${encodeURIComponent(token)}`;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) =>
      api<PasswordResetRequested>('/api/session/password-reset', { method: 'POST', body: input }),
    meta: { silent: true },
  });
}

/** Whether the link in the address bar can still be used. */
export function usePasswordResetLink(token: string) {
  return useQuery({
    queryKey: ['password-reset', token],
    queryFn: () => api<PasswordResetLink>(path(token)),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Sets the new password; the answer's Set-Cookie signs this browser in. */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (input: { password: string; confirmPassword: string }) =>
      api<PasswordResetDone>(path(token), { method: 'POST', body: input }),
    meta: { silent: true },
  });
}
