import { useUserAction } from './user-action.ts';

/** `POST /api/admin/users/:id/unblock` (users:block). */
export const useUnblockUser = (userId: string) =>
  useUserAction(userId, () => ({ path: 'unblock', method: 'POST' }));
