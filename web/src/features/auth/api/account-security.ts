import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  ChangePasswordResponse,
  DeleteAccountResponse,
  ResendConfirmationResponse,
} from '#domain/account/account-security.ts';
import { api } from '#web/lib/api-client.ts';

export const changePassword = (input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => api<ChangePasswordResponse>('/api/account/password', { method: 'POST', body: input });

export const resendConfirmation = () =>
  api<ResendConfirmationResponse>('/api/account/confirmation-email', { method: 'POST', body: {} });

export const deleteAccount = (input: { password: string; confirm: boolean }) =>
  api<DeleteAccountResponse>('/api/account', { method: 'DELETE', body: input });

/** The form shows the outcome; this browser stays signed in with the new session the answer's cookie carries. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: { silent: true } });

export const useResendConfirmation = () =>
  useMutation({ mutationFn: resendConfirmation, meta: { silent: true } });

/** Once deleted the browser is signed out: the session and the account's queries are forgotten, then home. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    meta: { silent: true },
    onSuccess: () => {
      queryClient.setQueryData(['session'], null);
      for (const key of ['cart', 'account', 'orders']) queryClient.removeQueries({ queryKey: [key] });
      void navigate('/');
    },
  });
}
