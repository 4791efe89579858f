import { Lock } from 'lucide-react';
import { SHOP_MESSAGES, type MerchantShop } from '#domain/merchant/shop-contracts.ts';

/** Name, licence and address: part of the shop's licence, read-only here. */
export function ShopIdentity({ shop }: { shop: MerchantShop }) {
  const rows = [
    ['Name', shop.name],
    ['Licence number', shop.licenseNumber],
    ['Address', `${shop.street}, ${shop.neighborhood}, ${shop.borough}, NY ${shop.zip}`],
  ] as const;
  return (
    <div>
      <dl className="divide-y divide-border text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="grid grid-cols-[8rem_1fr] gap-3 py-2.5">
            <dt className="text-muted">{k}</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 flex items-start gap-2 rounded-xl bg-surface-2/70 p-3 text-xs text-muted">
        <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
        {SHOP_MESSAGES.lockedProfile}. Write to partners@nyminute.nyc to change them.
      </p>
    </div>
  );
}
