import type { SessionUser, SignIn } from '#domain/auth.ts';
import { api } from '#web/lib/api-client.ts';

export const signIn = (input: SignIn) =>
  api<{ message: string; user: SessionUser | null }>('/api/session/sign-in', { method: 'POST', body: input });
