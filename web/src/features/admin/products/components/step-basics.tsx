import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORIES, CATEGORY_LABELS, STRAIN_TYPES } from '#domain/catalog.ts';
import { ProductBasicsSchema, type ProductBasics } from '#domain/catalog/admin-schemas.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { useShopOptions } from '../api/get-shop-options.ts';
import { StepActions, useStepSave } from './step-actions.tsx';

interface StepBasicsProps {
  defaults: Omit<ProductBasics, 'producerName' | 'producerLicense'> & {
    producerName: string;
    producerLicense: string;
  };
  save: (basics: ProductBasics) => Promise<unknown>;
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Step 1: what the product is and who makes it; saving it first creates the draft. */
export function StepBasics({ defaults, save }: StepBasicsProps) {
  const shops = useShopOptions().data ?? [];
  const form = useForm<ProductBasics>({
    resolver: zodResolver(ProductBasicsSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const { submit, formError } = useStepSave(form, (values) =>
    save({
      ...values,
      producerName: values.producerName || null,
      producerLicense: values.producerLicense || null,
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <TextField
        id="p-name"
        label="Product name"
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id="p-category"
          label="Category"
          options={CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as const)}
          error={errors.category?.message}
          registration={form.register('category')}
        />
        <SelectField
          id="p-shop"
          label="Shop"
          placeholder="Choose a shop"
          options={shops}
          error={errors.shopId?.message}
          registration={form.register('shopId')}
        />
        <SelectField
          id="p-strain"
          label="Strain type"
          options={STRAIN_TYPES.map((s) => [s, s === 'cbd' ? 'CBD' : cap(s)] as const)}
          error={errors.strainType?.message}
          registration={form.register('strainType')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="p-producer"
          label="Licensed producer"
          error={errors.producerName?.message}
          registration={form.register('producerName')}
        />
        <TextField
          id="p-licence"
          label="Producer’s OCM licence number"
          placeholder="OCM-PROC-24-000123"
          error={errors.producerLicense?.message}
          registration={form.register('producerLicense')}
        />
      </div>
      <FormField id="p-description" label="Description" error={errors.description?.message}>
        {(control) => (
          <textarea
            rows={5}
            className={`${CONTROL_CLASS} h-auto min-h-32 py-2`}
            {...control}
            {...form.register('description')}
          />
        )}
      </FormField>
      <StepActions error={formError} busy={form.formState.isSubmitting} />
    </form>
  );
}
