import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '#domain/admin/users.ts';
import { api } from '#web/lib/api-client.ts';
import { adminUserKey } from './get-admin-user.ts';
import { ADMIN_USERS_KEY } from './get-admin-users.ts';

/**
 * One action on a user, answered with the user as they are now: the detail takes the answer, the lists refetch. On
 * a refusal the detail refetches too, since another admin likely changed the user meanwhile.
 */
export function useUserAction<Input>(
  userId: string,
  request: (input: Input) => { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      const { path, method, body } = request(input);
      return api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}/${path}`, {
        method,
        body: body ?? (method === 'DELETE' ? undefined : {}),
      });
    },
    onSuccess: (detail) => queryClient.setQueryData(adminUserKey(userId), detail),
    onError: () => void queryClient.invalidateQueries({ queryKey: adminUserKey(userId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
