import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProductComplianceStep } from '#domain/admin/products.ts';
import { totalThc, type Category } from '#domain/catalog.ts';
import {
  POTENCY_FIELD_LABELS,
  potencyFieldsFor,
  potencyKind,
  type PotencyField,
} from '#domain/catalog/potency.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { nullableNumber } from '../utils/product-form.ts';

const ID: Record<PotencyField, string> = {
  thcPercentage: 'c-thc',
  thcaPercentage: 'c-thca',
  cbdPercentage: 'c-cbd',
  thcMgPerServing: 'c-serving',
  thcMgPerPackage: 'c-package',
};

/** Servings in a package, when both figures are known and divide into whole servings. */
const servingsOf = (serving: number | null, pack: number | null) =>
  serving && pack && Number.isInteger(pack / serving) ? pack / serving : null;

/**
 * The potency fields a category carries (NY labels): percent for flower, pre-rolls, vapes and concentrates with
 * total THC worked out live; milligrams per serving and per package for edibles.
 */
export function PotencyFields({
  form,
  category,
  unitLabel,
}: {
  form: UseFormReturn<ProductComplianceStep>;
  category: Category;
  unitLabel: string | null;
}) {
  const { errors } = form.formState;
  const [thc, thca, serving, pack] = useWatch({
    control: form.control,
    name: ['thcPercentage', 'thcaPercentage', 'thcMgPerServing', 'thcMgPerPackage'],
  });
  const kind = potencyKind(category);
  const fields = potencyFieldsFor(category);
  const total = totalThc(thc ?? null, thca ?? null);
  const servings = servingsOf(serving ?? null, pack ?? null);
  const hint = (name: PotencyField) =>
    name === 'thcMgPerPackage' && pack && unitLabel
      ? `${pack} mg in each ${unitLabel}${servings ? ` · ${servings} servings` : ''}`
      : undefined;
  return (
    <fieldset className="space-y-4" data-testid={`potency-${kind}`}>
      <legend className="mb-2 text-sm font-medium">
        {kind === 'percent' ? 'Potency (percent of weight)' : 'Potency (milligrams, as NY labels edibles)'}
      </legend>
      <div className={`grid gap-4 ${kind === 'percent' ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {fields.map((name) => (
          <TextField
            key={name}
            id={ID[name]}
            label={POTENCY_FIELD_LABELS[name]}
            inputMode="decimal"
            error={errors[name]?.message}
            hint={hint(name)}
            registration={form.register(name, { setValueAs: nullableNumber })}
          />
        ))}
      </div>
      {kind === 'percent' && (
        <p className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm" aria-live="polite">
          Total THC (THC + THCA × 0.877):{' '}
          <strong className="tabular-nums" data-testid="total-thc">
            {total === null ? '—' : `${total}%`}
          </strong>
        </p>
      )}
    </fieldset>
  );
}
