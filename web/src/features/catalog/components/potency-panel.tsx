import type { MouseEvent } from 'react';
import { FlaskConical } from 'lucide-react';
import type { Product } from '#domain/catalog.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { cn } from '#web/lib/cn.ts';
import { netWeightLabel } from '../utils/format.ts';
import { potencyFigures } from '../utils/potency.ts';

export const LAB_RESULTS_ID = 'lab-results';

function goToLabResults(event: MouseEvent) {
  const target = document.getElementById(LAB_RESULTS_ID);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function PotencyPanel({ product }: { product: Product }) {
  const figures = potencyFigures(product);
  const weight = netWeightLabel(product.variants);
  const edible = product.category === 'edibles';
  return (
    <section
      aria-labelledby="potency-title"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="potency-title" className="font-display text-xl">
          Cannabinoids
        </h2>
        <a
          href={`#${LAB_RESULTS_ID}`}
          onClick={goToLabResults}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          <FlaskConical className="h-4 w-4" aria-hidden />
          View lab results (COA)
        </a>
      </div>
      {figures.length > 0 ? (
        <dl className="mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-border bg-border sm:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className={cn('bg-surface p-4', figure.primary && 'bg-accent-soft/60')}>
              <dt className="text-[11px] font-semibold uppercase tracking-[0.16em] text-muted">
                {figure.label}
              </dt>
              <dd className={cn('mt-1 font-display text-xl tabular-nums', figure.primary && 'font-semibold')}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-4 text-sm text-muted">Cannabinoid figures are listed on the lab report below.</p>
      )}
      <p className="mt-4 text-xs leading-relaxed text-muted">
        {edible
          ? `Measured in milligrams. New York caps an edible at ${COMPLIANCE.edibleMgPerServing} mg THC per serving and ${COMPLIANCE.edibleMgPerPackage} mg per package. Start low and wait: edibles can take up to two hours to take effect.`
          : 'Total THC = THC + THCA × 0.877, the formula New York labelling requires. THCA turns into THC when heated and loses weight as it does.'}
      </p>
      {weight && (
        <p className="mt-2 text-xs text-muted">
          Net weight: <span className="tabular-nums text-foreground">{weight}</span>
        </p>
      )}
      {product.producer && (
        <p className="mt-2 text-xs text-muted" data-testid="product-producer">
          Licensed producer: <span className="text-foreground">{product.producer.name}</span>
          {product.producer.licenseNumber && (
            <>
              {' '}
              · Licence{' '}
              <span className="whitespace-nowrap tabular-nums text-foreground">
                {product.producer.licenseNumber}
              </span>
            </>
          )}
        </p>
      )}
    </section>
  );
}
