import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SignIn } from '#domain/auth.ts';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { signIn } from '#web/api/session/sign-in.ts';
import { signOut } from '#web/api/session/sign-out.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * A role app's sign-in (courier, admin, partner portal): signs in with the store's accounts, then asks the app who
 * the caller is there (`whoAmI`). An account the app refuses (403) is signed straight out again; `refused` may word
 * that refusal for the form (by default the server's own message).
 */
export function useRoleSignIn<T>({
  whoAmI,
  refused,
  onSignedIn,
}: {
  whoAmI: () => Promise<T>;
  refused?: (error: ApiError) => string;
  onSignedIn: (me: T) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (input: SignIn) => {
      const { user } = await signIn(input);
      if (!user) throw new Error(AUTH_MESSAGES.noSession);
      try {
        return await whoAmI();
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          await signOut().catch(() => undefined);
          if (refused) throw new Error(refused(error));
        }
        throw error;
      } finally {
        await queryClient.invalidateQueries({ queryKey: ['session'] });
      }
    },
    onSuccess: onSignedIn,
  });
}
