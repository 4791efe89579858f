import { useMutation } from '@tanstack/react-query';
import type { SetPasswordResponse } from '#domain/account/set-password.ts';
import { api } from '#web/lib/api-client.ts';

export const setPassword = (input: { token: string; password: string; confirmPassword: string }) =>
  api<SetPasswordResponse>('/api/session/set-password', { method: 'POST', body: input });

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword, meta: { silent: true } });
}
