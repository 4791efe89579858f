import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ProductComplianceStepSchema,
  type AdminProduct,
  type ProductComplianceStep,
} from '#domain/admin/products.ts';
import { totalThc } from '#domain/catalog.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { nullableNumber } from '../utils/product-form.ts';
import { LabResultCreator } from './lab-result-creator.tsx';
import { StepActions, useStepSave } from './step-actions.tsx';

interface StepComplianceProps {
  product: AdminProduct;
  defaults: ProductComplianceStep;
  save: (v: ProductComplianceStep) => Promise<unknown>;
  /** Saves the step without moving on (a lab result just added becomes the batch on the shelf). */
  persist: (v: ProductComplianceStep) => Promise<unknown>;
  onBack: () => void;
}

const LAB_TONE = { valid: 'success', expired: 'warning', failed: 'danger' } as const;

/** Step 3: potency (total THC shown live with the NY formula), edible milligrams and the batch's lab result. */
export function StepCompliance({ product, defaults, save, persist, onBack }: StepComplianceProps) {
  const form = useForm<ProductComplianceStep>({
    resolver: zodResolver(ProductComplianceStepSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const [thc, thca, cbd, perPackage] = useWatch({
    control: form.control,
    name: ['thcPercentage', 'thcaPercentage', 'cbdPercentage', 'thcMgPerPackage'],
  });
  const total = totalThc(thc ?? null, thca ?? null);
  const edible = product.category === 'edibles';
  const units = product.variants[0] ? product.variants[0].label : null;
  const num = (name: keyof ProductComplianceStep) => form.register(name, { setValueAs: nullableNumber });
  const { submit, formError, fail } = useStepSave(form, (values) => save(values));
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="c-thc"
          label="THC %"
          inputMode="decimal"
          error={errors.thcPercentage?.message}
          registration={num('thcPercentage')}
        />
        <TextField
          id="c-thca"
          label="THCA %"
          inputMode="decimal"
          error={errors.thcaPercentage?.message}
          registration={num('thcaPercentage')}
        />
        <TextField
          id="c-cbd"
          label="CBD %"
          inputMode="decimal"
          error={errors.cbdPercentage?.message}
          registration={num('cbdPercentage')}
        />
      </div>
      <p className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm" aria-live="polite">
        Total THC (THC + THCA × 0.877):{' '}
        <strong className="tabular-nums" data-testid="total-thc">
          {total === null ? '—' : `${total}%`}
        </strong>
      </p>
      {edible && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="c-serving"
            label="THC mg per serving"
            inputMode="decimal"
            error={errors.thcMgPerServing?.message}
            registration={num('thcMgPerServing')}
          />
          <TextField
            id="c-package"
            label="THC mg per package"
            inputMode="decimal"
            error={errors.thcMgPerPackage?.message}
            hint={perPackage && units ? `${perPackage} mg in each ${units}` : undefined}
            registration={num('thcMgPerPackage')}
          />
        </div>
      )}
      <FormField id="c-lab" label="Lab result for the batch on the shelf" error={errors.labResultId?.message}>
        {(control) => (
          <select
            className={CONTROL_CLASS}
            {...control}
            {...form.register('labResultId', { setValueAs: (v) => v || null })}
          >
            <option value="">No lab result yet</option>
            {product.labResults.map((l) => (
              <option key={l.id} value={l.id}>
                {`${l.batchNumber} · ${l.labName} · tested ${l.testedAt}${l.status === 'valid' ? '' : ` (${l.status})`}`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {product.labResults.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-xs">
          {product.labResults.map((l) => (
            <li key={l.id}>
              <Badge tone={LAB_TONE[l.status]}>{`${l.batchNumber}: ${l.status}`}</Badge>
            </li>
          ))}
        </ul>
      )}
      <LabResultCreator
        productId={product.id}
        potency={{ thcPercentage: thc ?? null, thcaPercentage: thca ?? null, cbdPercentage: cbd ?? null }}
        onCreated={(id) =>
          void persist({ ...form.getValues(), labResultId: id }).catch((error: Error) => fail(error))
        }
      />
      <StepActions error={formError} busy={form.formState.isSubmitting} onBack={onBack} />
    </form>
  );
}
