import { useMutation } from '@tanstack/react-query';
import { signIn } from '#web/api/session/sign-in.ts';

export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { silent: true } });
}
