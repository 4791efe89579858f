import { Link } from 'react-router';
import { Store } from 'lucide-react';
import type { ShopSummary } from '#domain/catalog.ts';

/** The licensed retailer behind a product, as NY labelling asks. */
export function ShopLine({ shop }: { shop: ShopSummary }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Store className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
      <span>
        Sold by{' '}
        <Link
          to={`/partner-shops#${shop.slug}`}
          className="font-medium text-foreground underline decoration-border underline-offset-4 hover:decoration-accent"
        >
          {shop.name}
        </Link>{' '}
        · Licence <span className="whitespace-nowrap tabular-nums">{shop.licenseNumber}</span> ·{' '}
        {shop.borough}
      </span>
    </p>
  );
}
