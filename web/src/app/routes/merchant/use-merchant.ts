import { useOutletContext } from 'react-router';
import type { MerchantMeResponse } from '#domain/account/staff-response.ts';

/** The signed-in member and their shop, for the pages under the guard (which renders them only once known). */
export const useMerchant = () => useOutletContext<MerchantMeResponse>();
