import type { PartnerShop } from '#domain/catalog/shops-response.ts';
import { initials } from '#web/lib/initials.ts';

/** The shop's own logo, or its initials on the accent colour when it has none. */
export function ShopLogo({ shop }: { shop: Pick<PartnerShop, 'name' | 'logoUrl'> }) {
  if (shop.logoUrl) {
    return (
      <img
        src={shop.logoUrl}
        alt={`${shop.name} logo`}
        loading="lazy"
        className="h-14 w-14 shrink-0 rounded-2xl border border-border object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-accent-soft font-display text-xl"
    >
      {initials(shop.name)}
    </span>
  );
}
