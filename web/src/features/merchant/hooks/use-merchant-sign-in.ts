import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, type SignIn } from '#domain/auth.ts';
import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import { signIn } from '#web/api/session/sign-in.ts';
import { signOut } from '#web/api/session/sign-out.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getMerchantMe, merchantMeQuery } from '../api/get-merchant-me.ts';

/**
 * Signs in (the store's accounts and rate limits), then asks `/api/merchant/me`: an account that is not a merchant,
 * or works for no shop, is signed straight out again and refused with the server's reason for the form to show.
 */
export function useMerchantSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (input: SignIn) => {
      const { user } = await signIn(input);
      if (!user) throw new Error(AUTH_MESSAGES.noSession);
      try {
        return await getMerchantMe();
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          await signOut().catch(() => undefined);
          throw new Error(error.code === 'no_shop' ? MERCHANT_MESSAGES.noShop : MERCHANT_MESSAGES.noAccess);
        }
        throw error;
      } finally {
        await queryClient.invalidateQueries({ queryKey: ['session'] });
      }
    },
    onSuccess: (me) => queryClient.setQueryData(merchantMeQuery.queryKey, me),
  });
}
