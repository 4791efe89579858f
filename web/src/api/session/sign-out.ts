import type { SignOutResponse } from '#domain/account/session-response.ts';
import { api } from '#web/lib/api-client.ts';

/** This browser's order alerts end with the session (loaded on demand: most sign-outs have none). */
const forgetPushDevice = () =>
  import('#web/lib/push-device.ts').then((m) => m.forgetThisDevice()).catch(() => undefined);

export const signOut = async () => {
  await forgetPushDevice();
  return api<SignOutResponse>('/api/session/sign-out', { method: 'POST' });
};
