import { useNavigate, useSearchParams } from 'react-router';
import type { AdminProduct, ProductPrefill } from '#domain/admin/products.ts';
import type { ProductStatus } from '#domain/catalog/admin-rules.ts';
import type { DocumentPicker } from '#web/components/ui/certificate-field.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useSaveProduct, type ProductStep } from '../api/save-product.ts';
import {
  completedSteps,
  formSource,
  STEP_LABELS,
  STEPS,
  stepsWithProblems,
  type WizardStep,
} from '../utils/product-form.ts';
import { ProductStepper } from './product-stepper.tsx';
import { StepBasics } from './step-basics.tsx';
import { StepCompliance } from './step-compliance.tsx';
import { StepImages } from './step-images.tsx';
import { StepReview } from './step-review.tsx';
import { StepVariants } from './step-variants.tsx';

interface ProductWizardProps {
  /** The saved draft or product; none before the basics step is saved. */
  product?: AdminProduct;
  /** A copy's or a template's values for a new product. */
  prefill?: ProductPrefill;
  /** How the lab step's certificate field picks a PDF (the media library, composed by the route). */
  certificatePicker: DocumentPicker;
}

/** What saving the basics of a copy or template also writes. */
export function carriedNote(p: ProductPrefill) {
  const parts = [
    p.variants.length === 1 ? 'its variant' : p.variants.length ? `its ${p.variants.length} variants` : '',
    p.images.length ? `${p.images.length === 1 ? 'its image' : `its ${p.images.length} images`}` : '',
  ].filter(Boolean);
  return `Saving the basics also adds ${[...parts, 'its potency'].join(', ')} (${p.variants.map((v) => v.label).join(', ') || 'no variants'}).`;
}

/** The product form in steps; each "Save and continue" writes the draft, the review activates it. */
export function ProductWizard({ product, prefill, certificatePicker }: ProductWizardProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const save = useSaveProduct();
  const asked = search.get('step') as WizardStep | null;
  const step: WizardStep =
    product && asked && STEPS.includes(asked) ? asked : product ? 'variants' : 'basics';
  const current = product ? step : 'basics';
  const open = (next: WizardStep) =>
    setSearch((s) => {
      const n = new URLSearchParams(s);
      n.set('step', next);
      return n;
    });
  const after = (from: WizardStep) => STEPS[STEPS.indexOf(from) + 1] ?? 'review';
  const source = formSource(product, prefill);
  useShortcut({
    keys: 'mod+s',
    description: 'Save this step',
    group: 'Product',
    inFields: true,
    run: () => document.querySelector<HTMLFormElement>('#product-step form')?.requestSubmit(),
  });

  const saveStep = async (name: ProductStep, body: unknown) => {
    await save.mutateAsync({ kind: 'step', id: product!.id, step: name, body });
    open(after(name));
  };
  /** The prefilled steps after basics, saved onto the new draft; a step the schema refuses is left to the form. */
  async function carryOver(id: string, p: ProductPrefill, src: ReturnType<typeof formSource>) {
    const steps: [ProductStep, unknown][] = [];
    if (p.variants.length) steps.push(['variants', src.variants]);
    steps.push(['compliance', src.compliance]);
    if (p.images.length)
      steps.push(['images', { images: p.images.map(({ mediaId, alt }) => ({ mediaId, alt })) }]);
    for (const [name, body] of steps) {
      await save.mutateAsync({ kind: 'step', id, step: name, body }).catch(() => undefined);
    }
  }
  const setStatus = (status: ProductStatus) => save.mutateAsync({ kind: 'status', id: product!.id, status });

  return (
    <div className="space-y-6">
      <ProductStepper
        current={current}
        done={completedSteps(product)}
        problems={stepsWithProblems(product)}
        canOpen={(s) => s === 'basics' || Boolean(product)}
        onOpen={open}
      />
      <section
        id="product-step"
        aria-label={STEP_LABELS[current]}
        className="rounded-2xl border border-border bg-surface p-5"
      >
        {current === 'basics' && !product && prefill && (
          <p className="mb-4 rounded-xl border border-border bg-surface-2 px-4 py-2 text-sm">
            {carriedNote(prefill)}
          </p>
        )}
        {current === 'basics' && (
          <StepBasics
            key={product?.updatedAt ?? 'new'}
            defaults={{
              ...source.basics,
              producerName: source.basics.producerName,
              producerLicense: source.basics.producerLicense,
            }}
            save={async (basics) => {
              if (product) return saveStep('basics', basics);
              const created = await save.mutateAsync({
                kind: 'create',
                body: { ...basics, templateId: prefill?.templateId ?? null },
              });
              // A copy or a template carries its other steps into the new draft (each still checked there).
              if (prefill) await carryOver(created.id, prefill, source);
              void navigate(`/admin/products/${created.id}/edit?step=variants`);
            }}
          />
        )}
        {product && current === 'variants' && (
          <StepVariants
            key={product.updatedAt}
            defaults={source.variants}
            save={(v) => saveStep('variants', v)}
            onBack={() => open('basics')}
          />
        )}
        {product && current === 'compliance' && (
          <StepCompliance
            key={product.labResultId ?? 'no-lab'}
            product={product}
            certificatePicker={certificatePicker}
            defaults={source.compliance}
            save={(v) => saveStep('compliance', v)}
            persist={(body) => save.mutateAsync({ kind: 'step', id: product.id, step: 'compliance', body })}
            onBack={() => open('variants')}
          />
        )}
        {product && current === 'images' && (
          <StepImages
            key={product.id}
            defaults={source.images}
            save={(v) => saveStep('images', v)}
            onBack={() => open('compliance')}
          />
        )}
        {product && current === 'review' && (
          <StepReview product={product} busy={save.isPending} setStatus={setStatus} open={open} />
        )}
      </section>
    </div>
  );
}
