import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ADMIN_MESSAGES } from '#domain/admin/shell-messages.ts';
import { useRoleSignIn } from '#web/hooks/use-role-sign-in.ts';
import { adminMeQuery, getAdminMe } from '../api/get-admin-me.ts';
import { safeNext } from '../utils/safe-next.ts';

/**
 * Signs in, then asks `/api/admin/me`; an account without the admin or support role is signed straight out
 * again and refused with a clear message for the form to show.
 */
export function useAdminSignIn(next: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useRoleSignIn({
    whoAmI: getAdminMe,
    refused: () => ADMIN_MESSAGES.noAccess,
    onSignedIn: (me) => {
      queryClient.setQueryData(adminMeQuery.queryKey, me);
      void navigate(safeNext(next), { replace: true });
    },
  });
}
