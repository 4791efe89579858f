import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '#web/api/session/sign-out.ts';

/** Signs out; the guard then sends the browser to the login, which returns to this page after the next sign-in. */
export function useAdminSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(['session'], null);
    },
  });
}
