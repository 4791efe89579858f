import { PageTitle } from './page-title.tsx';
import { useMerchant } from './use-merchant.ts';

export function MerchantDashboardRoute() {
  const me = useMerchant();
  return <PageTitle title="Orders">{me.shopName}: new orders appear here as they are placed.</PageTitle>;
}
