import type { SignInResponse } from '#domain/account/session-response.ts';
import type { SignIn } from '#domain/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { deviceHeaders } from '#web/lib/device.ts';

export const signIn = (input: SignIn) =>
  api<SignInResponse>('/api/session/sign-in', { method: 'POST', body: input, headers: deviceHeaders() });
