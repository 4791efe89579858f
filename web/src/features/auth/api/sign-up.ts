import { useMutation } from '@tanstack/react-query';
import type { SignUpResponse } from '#domain/account/session-response.ts';
import type { SignUp } from '#domain/auth.ts';
import { api } from '#web/lib/api-client.ts';

export const signUp = (input: SignUp) =>
  api<SignUpResponse>('/api/session/sign-up', { method: 'POST', body: input });

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { silent: true } });
}
