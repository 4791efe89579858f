import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, type SignIn } from '#domain/auth.ts';
import { ADMIN_MESSAGES } from '#domain/admin/shell-messages.ts';
import { signIn } from '#web/api/session/sign-in.ts';
import { signOut } from '#web/api/session/sign-out.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { adminMeQuery, getAdminMe } from '../api/get-admin-me.ts';
import { safeNext } from '../utils/safe-next.ts';

/**
 * Signs in, then asks `/api/admin/me`; an account without the admin or support role is signed straight out
 * again and refused with a clear message for the form to show.
 */
export function useAdminSignIn(next: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (input: SignIn) => {
      const { user } = await signIn(input);
      if (!user) throw new Error(AUTH_MESSAGES.noSession);
      try {
        return await getAdminMe();
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          await signOut().catch(() => undefined);
          throw new Error(ADMIN_MESSAGES.noAccess);
        }
        throw error;
      } finally {
        await queryClient.invalidateQueries({ queryKey: ['session'] });
      }
    },
    onSuccess: (me) => {
      queryClient.setQueryData(adminMeQuery.queryKey, me);
      void navigate(safeNext(next), { replace: true });
    },
  });
}
