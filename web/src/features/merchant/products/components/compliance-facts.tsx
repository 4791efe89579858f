import { Lock } from 'lucide-react';
import type { MerchantProduct } from '#domain/merchant/shop-contracts.ts';

const pct = (v: number | null) => (v === null ? null : `${v}%`);

/** THC/THCA/CBD, mg and the latest lab batch: read-only, set by the catalog team. */
export function ComplianceFacts({ product }: { product: MerchantProduct }) {
  const facts = [
    ['THC', pct(product.thcPercentage)],
    ['THCA', pct(product.thcaPercentage)],
    ['CBD', pct(product.cbdPercentage)],
    ['mg/serving', product.thcMgPerServing === null ? null : `${product.thcMgPerServing} mg`],
    ['mg/pack', product.thcMgPerPackage === null ? null : `${product.thcMgPerPackage} mg`],
    ['Batch', product.labBatch?.batchNumber ?? null],
  ].filter((f): f is [string, string] => f[1] !== null);
  return (
    <div className="text-xs text-muted" title="Set by the NY Minute catalog team">
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <Lock className="h-3 w-3" aria-hidden />
        {facts.map(([k, v]) => (
          <span key={k} className="whitespace-nowrap">
            {k} <span className="tabular-nums text-foreground/80">{v}</span>
          </span>
        ))}
        <span className="whitespace-nowrap italic">Set by the NY Minute catalog team</span>
      </span>
    </div>
  );
}
