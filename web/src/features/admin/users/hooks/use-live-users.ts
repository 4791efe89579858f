import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_USERS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { adminUserKey } from '../api/get-admin-user.ts';
import { ADMIN_USERS_KEY } from '../api/get-admin-users.ts';

/** Follows the admin `users` topic: a user another admin changed refreshes wherever it shows. */
export function useLiveUsers() {
  const queryClient = useQueryClient();
  useRealtime(ADMIN_USERS_TOPIC, (event) => {
    if (event.kind !== 'user.changed') return;
    void queryClient.invalidateQueries({ queryKey: adminUserKey(event.userId) });
    void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY, refetchType: 'active' });
  });
}
