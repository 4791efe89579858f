import type { SignInResponse } from '#domain/account/session-response.ts';
import type { SignIn } from '#domain/auth.ts';
import { api } from '#web/lib/api-client.ts';

export const signIn = (input: SignIn) =>
  api<SignInResponse>('/api/session/sign-in', { method: 'POST', body: input });
