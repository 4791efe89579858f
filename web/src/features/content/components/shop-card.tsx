import { DoorClosed, MapPin, Phone } from 'lucide-react';
import { closureNotice } from '#domain/merchant/closure-label.ts';
import type { PartnerShop } from '#domain/catalog/shops-response.ts';
import { formatPhone } from '../utils/format.ts';
import { ShopHours } from './shop-hours.tsx';
import { ShopLogo } from './shop-logo.tsx';

export function ShopCard({ shop }: { shop: PartnerShop }) {
  const closed = closureNotice(shop, new Date());
  return (
    <article
      id={shop.slug}
      aria-labelledby={`${shop.slug}-name`}
      className="grid gap-8 rounded-3xl border border-border bg-surface p-6 sm:p-8 lg:grid-cols-[1.3fr_1fr] lg:gap-12"
    >
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent">
          {shop.neighborhood} · {shop.borough}
        </p>
        <div className="mt-2 flex items-center gap-4">
          <ShopLogo shop={shop} />
          <h2 id={`${shop.slug}-name`} className="font-display text-3xl tracking-tight">
            {shop.name}
          </h2>
        </div>
        <p className="mt-1 text-sm text-muted">
          Adult-use retail licence{' '}
          <span className="whitespace-nowrap tabular-nums text-foreground">{shop.licenseNumber}</span>
        </p>
        <p className="mt-5 max-w-prose leading-relaxed text-foreground/85">{shop.description}</p>
        <ul className="mt-6 space-y-2 text-sm">
          <li className="flex items-start gap-2.5">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
            <address className="not-italic">
              {shop.street}, {shop.neighborhood}, {shop.borough}, NY {shop.zip}
            </address>
          </li>
          <li className="flex items-center gap-2.5">
            <Phone className="h-4 w-4 shrink-0 text-accent" aria-hidden />
            <a href={`tel:+1${shop.phone}`} className="tabular-nums hover:text-accent">
              {formatPhone(shop.phone)}
            </a>
          </li>
        </ul>
      </div>
      <div className="rounded-2xl bg-surface-2/70 p-5">
        <h3 className="mb-2 text-[11px] font-semibold uppercase tracking-[0.18em] text-muted">
          Opening hours
        </h3>
        <ShopHours openingHours={shop.openingHours} />
        {closed && (
          <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-500/10 p-3 text-sm">
            <DoorClosed className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
            {closed}
          </p>
        )}
      </div>
    </article>
  );
}
