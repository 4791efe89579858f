import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { toast } from '#web/lib/toast.ts';

/** After sign-in or sign-up: merge the guest cart, refresh session and cart, close, go back to a guarded page. */
export function useCompleteAuth(onSignedIn: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await onSignedIn();
    } catch (error) {
      toast.error('Your saved cart items could not be added', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['session'] }),
      queryClient.invalidateQueries({ queryKey: ['cart'] }),
    ]);
    authDialog.close();
    const returnTo = authDialog.consumeReturnTo();
    if (returnTo) void navigate(returnTo);
  };
}
