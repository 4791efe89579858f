import type { SessionUser, SignIn } from '#domain/auth.ts';
import { api } from '#web/lib/api-client.ts';

export interface SignInResponse {
  message: string;
  user: SessionUser | null;
}

export const signIn = (input: SignIn) =>
  api<SignInResponse>('/api/session/sign-in', { method: 'POST', body: input });
