import type { AdminProduct, ProductPrefill } from '#domain/admin/products.ts';
import { problemStep } from '#domain/admin/product-activation.ts';

export const STEPS = ['basics', 'variants', 'compliance', 'images', 'review'] as const;
export type WizardStep = (typeof STEPS)[number];
export const STEP_LABELS: Record<WizardStep, string> = {
  basics: 'Basics',
  variants: 'Variants',
  compliance: 'Compliance',
  images: 'Images',
  review: 'Review',
};

/** The form's starting values: the saved product, else a copy or template, else empty. */
export function formSource(product: AdminProduct | undefined, prefill: ProductPrefill | undefined) {
  const p = product ?? prefill;
  return {
    basics: {
      name: p?.name ?? '',
      category: p?.category ?? 'flower',
      shopId: p?.shopId ?? '',
      producerName: p?.producerName ?? '',
      producerLicense: p?.producerLicense ?? '',
      strainType: p?.strainType ?? 'hybrid',
      description: p?.description ?? '',
    },
    variants: {
      limitCategory: p?.limitCategory ?? 'flower',
      variants: (product?.variants ?? prefill?.variants ?? []).map((v) => ({
        ...('id' in v ? { id: v.id as string } : {}),
        label: v.label,
        netGrams: v.netGrams,
        priceCents: v.priceCents,
        stock: v.stock,
        sku: v.sku ?? '',
      })),
    },
    compliance: {
      thcPercentage: p?.thcPercentage ?? null,
      thcaPercentage: p?.thcaPercentage ?? null,
      cbdPercentage: p?.cbdPercentage ?? null,
      thcMgPerServing: p?.thcMgPerServing ?? null,
      thcMgPerPackage: p?.thcMgPerPackage ?? null,
      labResultId: product?.labResultId ?? null,
    },
    images: (product?.images ?? prefill?.images ?? []).map((i) => ({
      mediaId: i.mediaId,
      alt: i.alt,
      url: i.url,
    })),
  };
}

/** The steps with a failing rule, for the review's links and the progress indicator. */
export function stepsWithProblems(product: AdminProduct | undefined): Set<WizardStep> {
  return new Set((product?.problems ?? []).map((p) => problemStep(p.field)));
}

/** How far the draft has come: the steps that were saved at least once. */
export function completedSteps(product: AdminProduct | undefined): Set<WizardStep> {
  const done = new Set<WizardStep>();
  if (!product) return done;
  done.add('basics');
  if (product.variants.length) done.add('variants');
  if (product.thcPercentage != null || product.thcaPercentage != null || product.thcMgPerServing != null) {
    done.add('compliance');
  }
  if (product.images.length) done.add('images');
  return done;
}

/** An empty input is null (a draft may leave it), anything else a number. */
export const nullableNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
