import { useQueryClient } from '@tanstack/react-query';
import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import { useRoleSignIn } from '#web/hooks/use-role-sign-in.ts';
import { getMerchantMe, merchantMeQuery } from '../api/get-merchant-me.ts';

/**
 * Signs in (the store's accounts and rate limits), then asks `/api/merchant/me`: an account that is not a merchant,
 * or works for no shop, is signed straight out again and refused with the reason for the form to show.
 */
export function useMerchantSignIn() {
  const queryClient = useQueryClient();
  return useRoleSignIn({
    whoAmI: getMerchantMe,
    refused: (error) => (error.code === 'no_shop' ? MERCHANT_MESSAGES.noShop : MERCHANT_MESSAGES.noAccess),
    onSignedIn: (me) => queryClient.setQueryData(merchantMeQuery.queryKey, me),
  });
}
