import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '#web/api/session/sign-out.ts';

/** Signs out; the guard then shows the sign-in on the same page. */
export function useMerchantSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['merchant'] });
      queryClient.setQueryData(['session'], null);
    },
  });
}
