import { useUserAction } from './user-action.ts';

/** `PUT` (grant) or `DELETE` (remove) `/api/admin/users/:id/roles/support` (users:manage). */
export const useSetSupportRole = (userId: string) =>
  useUserAction(userId, (grant: boolean) => ({ path: 'roles/support', method: grant ? 'PUT' : 'DELETE' }));
