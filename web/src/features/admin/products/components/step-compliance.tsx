import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  productComplianceStepFor,
  type AdminProduct,
  type ProductComplianceStep,
} from '#domain/admin/products.ts';
import { potencyFor } from '#domain/catalog/potency.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { DocumentPicker } from '#web/components/ui/certificate-field.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { LabResultCreator } from './lab-result-creator.tsx';
import { PotencyFields } from './potency-fields.tsx';
import { StepActions, useStepSave } from './step-actions.tsx';

interface StepComplianceProps {
  product: AdminProduct;
  defaults: ProductComplianceStep;
  save: (v: ProductComplianceStep) => Promise<unknown>;
  /** Saves the step without moving on (a lab result just added becomes the batch on the shelf). */
  persist: (v: ProductComplianceStep) => Promise<unknown>;
  onBack: () => void;
  certificatePicker: DocumentPicker;
}

const LAB_TONE = { valid: 'success', expired: 'warning', failed: 'danger' } as const;

/** Step 3: the category's potency fields (percent, or milligrams for edibles) and the batch's lab result. */
export function StepCompliance({
  product,
  defaults,
  save,
  persist,
  onBack,
  certificatePicker,
}: StepComplianceProps) {
  const form = useForm<ProductComplianceStep>({
    resolver: zodResolver(productComplianceStepFor(product.category)),
    // Figures the category does not carry (entered before a category change) are not kept.
    defaultValues: potencyFor(product.category, defaults),
  });
  const { errors } = form.formState;
  const [thc, thca, cbd, perPackage] = useWatch({
    control: form.control,
    name: ['thcPercentage', 'thcaPercentage', 'cbdPercentage', 'thcMgPerPackage'],
  });
  const units = product.variants[0] ? product.variants[0].label : null;
  const { submit, formError, fail } = useStepSave(form, (values) => save(values));
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
      <PotencyFields form={form} category={product.category} unitLabel={units} />
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
        picker={certificatePicker}
        potency={{
          thcPercentage: thc ?? null,
          thcaPercentage: thca ?? null,
          cbdPercentage: cbd ?? null,
          thcMgPerPackage: perPackage ?? null,
        }}
        onCreated={(id) =>
          void persist({ ...form.getValues(), labResultId: id }).catch((error: Error) => fail(error))
        }
      />
      <StepActions error={formError} busy={form.formState.isSubmitting} onBack={onBack} />
    </form>
  );
}
