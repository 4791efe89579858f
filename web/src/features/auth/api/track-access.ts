import type { TrackAccessResponse } from '#domain/account/track-access.ts';
import { api } from '#web/lib/api-client.ts';
import { deviceReport } from '#web/lib/device.ts';

/** `POST /api/track-access`: reports this browser's device; the answer says whether access is restricted. */
export const trackAccess = () =>
  api<TrackAccessResponse>('/api/track-access', { method: 'POST', body: deviceReport() });
