import { useUserAction } from './user-action.ts';

/** `POST /api/admin/users/:id/block` with the reason (users:block); every session and socket of the user ends. */
export const useBlockUser = (userId: string) =>
  useUserAction(userId, (reason: string) => ({ path: 'block', method: 'POST', body: { reason } }));
