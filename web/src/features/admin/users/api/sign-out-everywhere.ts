import { useUserAction } from './user-action.ts';

/** `POST /api/admin/users/:id/sign-out-everywhere` (users:manage). */
export const useSignOutEverywhere = (userId: string) =>
  useUserAction(userId, () => ({ path: 'sign-out-everywhere', method: 'POST' }));
