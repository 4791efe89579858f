import { Lock } from 'lucide-react';
import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import type { ShopPermission } from '#domain/permissions.ts';
import { useMerchant } from './use-merchant.ts';

/** True when the member's place in the shop allows `permission`; staff see why a page is not theirs. */
export function useShopCan(permission: ShopPermission) {
  return useMerchant().shopPermissions.includes(permission);
}

export function OwnerOnly() {
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-3xl border border-border bg-surface p-8 text-center"
    >
      <Lock className="mx-auto h-8 w-8 text-muted" aria-hidden />
      <p className="mt-3 font-display text-2xl">{MERCHANT_MESSAGES.ownerOnly}</p>
      <p className="mt-2 text-sm text-muted">
        Staff work the shop’s orders and stock. Ask the owner for this page.
      </p>
    </div>
  );
}
