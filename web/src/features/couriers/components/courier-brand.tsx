import { RoleAppBrand } from '#web/components/layout/role-app-brand.tsx';

/** The store's mark with the app's name; not a link, so a tap never leaves a delivery for the shop. */
export const CourierBrand = () => <RoleAppBrand app="Courier" />;
