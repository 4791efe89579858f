import { useMutation } from '@tanstack/react-query';
import type { SignUp } from '#domain/auth.ts';
import { api } from '#web/lib/api-client.ts';

/** The same for a new address and one that already has an account; no session either way. */
export interface SignUpResponse {
  message: string;
}

export const signUp = (input: SignUp) =>
  api<SignUpResponse>('/api/session/sign-up', { method: 'POST', body: input });

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { silent: true } });
}
