import { useState } from 'react';
import { toast } from 'sonner';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import type { LabResultItem } from '#domain/catalog/media-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCan } from '#web/lib/use-can.ts';
import { useLabProducts } from '../api/get-lab-products.ts';
import { useLinkLabVariants } from '../api/link-lab-variants.ts';

/** Which of the product's variants are on the shelf from this batch (a variant holds one batch at a time). */
export function VariantLinks({ lab }: { lab: LabResultItem }) {
  const canWrite = useCan('catalog:write');
  const products = useLabProducts({ id: lab.productId });
  const link = useLinkLabVariants(lab.id);
  const [chosen, setChosen] = useState<Set<string>>(new Set(lab.variantIds));
  const variants = products.data?.[0]?.variants ?? [];
  const changed = chosen.size !== lab.variantIds.length || lab.variantIds.some((id) => !chosen.has(id));
  const toggle = (id: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="lab-variants" className="space-y-2">
      <h3 id="lab-variants" className="text-sm font-medium">
        Variants on the shelf from this batch
      </h3>
      {products.isPending && <Skeleton className="h-16 w-full" />}
      {!products.isPending && variants.length === 0 && (
        <p className="text-sm text-muted">This product has no variants yet.</p>
      )}
      <ul className="divide-y divide-border rounded-xl border border-border">
        {variants.map((v) => (
          <li key={v.id} className="flex items-center gap-3 px-3 py-2 text-sm">
            <input
              id={`variant-${v.id}`}
              type="checkbox"
              checked={chosen.has(v.id)}
              disabled={!canWrite}
              onChange={() => toggle(v.id)}
              className="h-4 w-4 accent-[var(--accent)]"
            />
            <label htmlFor={`variant-${v.id}`} className="flex-1">
              {v.label} {v.sku && <span className="font-mono text-xs text-muted">{v.sku}</span>}
            </label>
            {v.labResultId && v.labResultId !== lab.id && (
              <span className="text-xs text-muted">on another batch (linking moves it here)</span>
            )}
          </li>
        ))}
      </ul>
      {canWrite && variants.length > 0 && (
        <Button
          size="sm"
          variant="outline"
          disabled={!changed || link.isPending}
          onClick={() =>
            link.mutate([...chosen], {
              onSuccess: () => toast.success('Linked variants saved'),
              onError: (e) => toast.error(couldNotText('save the linked variants', e)),
            })
          }
        >
          Save linked variants
        </Button>
      )}
    </section>
  );
}
