import { toast } from 'sonner';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { Archive, CheckCircle2, CircleAlert, RotateCcw } from 'lucide-react';
import type { AdminProduct } from '#domain/admin/products.ts';
import { problemStep } from '#domain/admin/product-activation.ts';
import type { ProductStatus } from '#domain/catalog/admin-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { STEP_LABELS, type WizardStep } from '../utils/product-form.ts';
import { ProductPreview } from './product-preview.tsx';
import { ProductStatusBadge } from './product-status-badge.tsx';

interface StepReviewProps {
  product: AdminProduct;
  busy: boolean;
  setStatus: (status: ProductStatus) => Promise<unknown>;
  open: (step: WizardStep) => void;
}

/** Step 5: the customer's view, every failing rule with a link to its step, and the status actions. */
export function StepReview({ product, busy, setStatus, open }: StepReviewProps) {
  const change = (status: ProductStatus, words: string) =>
    setStatus(status).then(
      () => toast.success(`${product.name} ${words}`),
      (error: Error) => toast.error(couldNotText(`change ${product.name}`, error)),
    );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3">
        <p className="flex items-center gap-2 text-sm">
          Status <ProductStatusBadge status={product.status} />
        </p>
        <div className="flex flex-wrap gap-2">
          {product.status !== 'active' && (
            <Button onClick={() => void change('active', 'is active')} disabled={busy}>
              <CheckCircle2 className="h-4 w-4" aria-hidden />
              Activate
            </Button>
          )}
          {product.status === 'active' && (
            <Button
              variant="outline"
              onClick={() => void change('draft', 'is back to draft')}
              disabled={busy}
            >
              <RotateCcw className="h-4 w-4" aria-hidden />
              Back to draft
            </Button>
          )}
          {product.status !== 'archived' && (
            <Button variant="outline" onClick={() => void change('archived', 'is archived')} disabled={busy}>
              <Archive className="h-4 w-4" aria-hidden />
              Archive
            </Button>
          )}
        </div>
      </div>
      {product.problems.length > 0 ? (
        <section
          aria-labelledby="rules-title"
          className="rounded-xl border border-amber-500/35 bg-amber-500/10 px-4 py-3"
        >
          <h2 id="rules-title" className="flex items-center gap-2 font-medium">
            <CircleAlert className="h-4 w-4" aria-hidden />
            Before it can be active
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {product.problems.map((p) => (
              <li key={`${p.field}:${p.message}`} className="flex flex-wrap items-baseline gap-2">
                <span>{p.message}</span>
                <Button variant="link" size="sm" onClick={() => open(problemStep(p.field))}>
                  Fix in {STEP_LABELS[problemStep(p.field)]}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="rounded-xl border border-success/30 bg-success/10 px-4 py-3 text-sm">
          Every rule passes: it can be sold.
        </p>
      )}
      <ProductPreview product={product} />
    </div>
  );
}
