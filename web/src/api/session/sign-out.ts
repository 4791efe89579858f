import type { SignOutResponse } from '#domain/account/session-response.ts';
import { api } from '#web/lib/api-client.ts';

export const signOut = () => api<SignOutResponse>('/api/session/sign-out', { method: 'POST' });
