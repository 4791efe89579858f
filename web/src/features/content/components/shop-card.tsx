import { MapPin, Phone } from 'lucide-react';
import type { PartnerShop } from '#domain/catalog/shops-response.ts';
import { formatPhone } from '../utils/format.ts';
import { ShopHours } from './shop-hours.tsx';

export function ShopCard({ shop }: { shop: PartnerShop }) {
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
        <h2 id={`${shop.slug}-name`} className="mt-2 font-display text-3xl tracking-tight">
          {shop.name}
        </h2>
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
      </div>
    </article>
  );
}
