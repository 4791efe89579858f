import { ImageOff } from 'lucide-react';
import type { AdminProduct } from '#domain/admin/products.ts';
import { CATEGORY_LABELS, totalThc } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';

const strain = (s: AdminProduct['strainType']) => (s === 'cbd' ? 'CBD' : s[0]!.toUpperCase() + s.slice(1));

/** The product page as a shopper will see it: image, name, price per size, shop, description, potency, lab. */
export function ProductPreview({ product }: { product: AdminProduct }) {
  const image = product.images[0];
  const total = totalThc(product.thcPercentage, product.thcaPercentage);
  const lab = product.labResults.find((l) => l.id === product.labResultId);
  return (
    <article
      aria-label="Customer preview"
      className="grid gap-6 rounded-3xl border border-border bg-background p-5 md:grid-cols-2"
    >
      <div className="self-start overflow-hidden rounded-2xl bg-forest ring-1 ring-border/70">
        {image ? (
          <img src={image.url} alt={image.alt} className="aspect-square w-full object-cover" />
        ) : (
          <div className="grid aspect-square place-items-center text-muted">
            <ImageOff className="h-8 w-8" aria-hidden />
            <span className="sr-only">No image yet</span>
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-4">
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent">
          {CATEGORY_LABELS[product.category]} · {strain(product.strainType)}
        </p>
        <h2 className="font-display text-3xl leading-tight tracking-tight">{product.name}</h2>
        <ul className="flex flex-wrap gap-2">
          {product.variants.map((v) => (
            <li key={v.id} className="rounded-full border border-border px-3 py-1 text-sm tabular-nums">
              {v.label} · {formatUsd(v.priceCents)}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          Sold by {product.shopName}
          {product.producerName &&
            ` · Produced by ${product.producerName} (${product.producerLicense ?? 'licence missing'})`}
        </p>
        <p className="max-w-prose leading-relaxed text-foreground/85">
          {product.description || 'No description yet.'}
        </p>
        <dl className="grid grid-cols-3 gap-2 rounded-2xl border border-border p-3 text-sm">
          <div>
            <dt className="text-muted">Total THC</dt>
            <dd className="font-semibold tabular-nums">{total === null ? '—' : `${total}%`}</dd>
          </div>
          <div>
            <dt className="text-muted">CBD</dt>
            <dd className="font-semibold tabular-nums">
              {product.cbdPercentage ?? '—'}
              {product.cbdPercentage != null && '%'}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{product.category === 'edibles' ? 'THC per serving' : 'THCA'}</dt>
            <dd className="font-semibold tabular-nums">
              {product.category === 'edibles'
                ? product.thcMgPerServing != null
                  ? `${product.thcMgPerServing} mg`
                  : '—'
                : product.thcaPercentage != null
                  ? `${product.thcaPercentage}%`
                  : '—'}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted">
          {lab
            ? `Lab tested by ${lab.labName}, batch ${lab.batchNumber}, on ${lab.testedAt}`
            : 'No lab result for this batch yet'}
        </p>
      </div>
    </article>
  );
}
