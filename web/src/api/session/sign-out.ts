import { api } from '#web/lib/api-client.ts';

export const signOut = () => api<{ ok: true }>('/api/session/sign-out', { method: 'POST' });
