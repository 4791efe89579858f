import { RoleAppBrand } from '#web/components/layout/role-app-brand.tsx';

/** The store's mark with the portal's name. */
export const MerchantBrand = () => <RoleAppBrand app="Partner shop" />;
