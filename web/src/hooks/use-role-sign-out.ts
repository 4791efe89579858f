import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '#web/api/session/sign-out.ts';

interface RoleSignOutOptions {
  /** Where to go once signed out; without it the app's guard shows its sign-in on the same page. */
  to?: string;
  /** What the app forgets of its own first (the courier's PIN lock). */
  onSignedOut?: () => void;
}

/**
 * Signs out of a role app (admin, partner portal, courier, the shop): forgets the session and every query under the
 * app's key prefixes, then goes where the app says.
 */
export function useRoleSignOut(
  prefix: string | readonly string[],
  { to, onSignedOut }: RoleSignOutOptions = {},
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      onSignedOut?.();
      queryClient.setQueryData(['session'], null);
      for (const key of typeof prefix === 'string' ? [prefix] : prefix)
        queryClient.removeQueries({ queryKey: [key] });
      if (to) void navigate(to);
    },
  });
}
