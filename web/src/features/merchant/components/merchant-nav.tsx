import type { ShopPermission } from '#domain/permissions.ts';
import { RoleAppNav } from '#web/components/layout/role-app-nav.tsx';
import { merchantNavFor } from '../utils/merchant-nav.ts';

/** The portal's pages the member may open: a bottom bar on phones, the header's links from a tablet. */
export function MerchantNav({
  variant,
  allowed,
}: {
  variant: 'bar' | 'header';
  allowed: readonly ShopPermission[];
}) {
  return <RoleAppNav label="Partner shop" links={merchantNavFor(allowed)} variant={variant} wideFrom="md" />;
}
