import { useUserAction } from './user-action.ts';

/** `POST /api/admin/users/:id/devices/:deviceId/block` or `/unblock` (users:manage). */
export const useSetDeviceBlocked = (userId: string) =>
  useUserAction(userId, ({ deviceId, blocked }: { deviceId: string; blocked: boolean }) => ({
    path: `devices/${encodeURIComponent(deviceId)}/${blocked ? 'block' : 'unblock'}`,
    method: 'POST',
  }));
