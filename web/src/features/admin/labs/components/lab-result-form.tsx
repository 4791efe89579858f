import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { LabResultInputSchema, type LabResultInput } from '#domain/catalog/lab-schemas.ts';
import type { LabResultItem } from '#domain/catalog/media-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveLabResult } from '../api/save-lab-result.ts';
import { formatCannabinoids, parseCannabinoids } from '../utils/lab-status.ts';
import { CertificateField, type DocumentPicker } from '#web/components/ui/certificate-field.tsx';
import { ProductField } from './product-field.tsx';

const number = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };
const emptyIsNull = { setValueAs: (v: string | null) => (v ? v : null) };
const OPTIONAL = new Set<string>(['accreditation', 'expiresAt']);
const TEXT_FIELDS = [
  ['batchNumber', 'Batch number', {}],
  ['labName', 'Lab name', {}],
  ['labLicense', 'Lab licence number', {}],
  ['accreditation', 'Accreditation', { hint: 'e.g. ISO/IEC 17025 certificate number' }],
  ['testedAt', 'Tested on', { type: 'date' }],
  ['expiresAt', 'Expires on', { type: 'date' }],
] as const satisfies readonly (readonly [keyof LabResultInput, string, { hint?: string; type?: string }])[];
const PANELS = [
  ['pesticidesPass', 'Pesticides'],
  ['heavyMetalsPass', 'Heavy metals'],
  ['microbialsPass', 'Microbials'],
  ['residualSolventsPass', 'Residual solvents'],
] as const;

/** The first message of the cannabinoids record (the record's own, or one entry's). */
function cannabinoidError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown };
  if (typeof e.message === 'string') return e.message;
  const inner = Object.values(error).find((v): v is { message: string } => typeof v?.message === 'string');
  return inner?.message;
}

function defaults(lab: LabResultItem | null, productId: string | undefined): LabResultInput {
  if (lab) {
    const {
      id: _i,
      productName: _n,
      status: _s,
      totalThcPercentage: _t,
      certificateUrl: _c,
      variantIds: _v,
      ...rest
    } = lab;
    void [_i, _n, _s, _t, _c, _v];
    return rest;
  }
  return {
    productId: productId ?? '',
    labName: '',
    labLicense: '',
    accreditation: null,
    batchNumber: '',
    testedAt: '',
    expiresAt: null,
    thcPercentage: null,
    thcaPercentage: null,
    cbdPercentage: null,
    thcMgPerPackage: null,
    cannabinoids: {},
    pesticidesPass: true,
    heavyMetalsPass: true,
    microbialsPass: true,
    residualSolventsPass: true,
    certificateMediaId: null,
  };
}

/**
 * A lab result's fields, validated with the domain schema here and on the server (whose refusals land on the field
 * they name). `onSaved` gets the stored result.
 */
export function LabResultForm({
  lab,
  productId,
  onSaved,
  picker,
}: {
  lab: LabResultItem | null;
  productId?: string;
  onSaved: (lab: LabResultItem) => void;
  picker: DocumentPicker;
}) {
  const save = useSaveLabResult(lab?.id ?? null);
  const form = useForm<LabResultInput>({
    resolver: zodResolver(LabResultInputSchema),
    defaultValues: defaults(lab, productId),
  });
  const [certificate, setCertificate] = useState({
    url: lab?.certificateUrl ?? null,
    name: null as string | null,
  });
  const [cannabinoidText, setCannabinoidText] = useState(formatCannabinoids(lab?.cannabinoids ?? {}));
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      ({ labResult }) => {
        toast.success(lab ? 'Lab result saved' : 'Lab result created');
        onSaved(labResult);
      },
      (error: unknown) => {
        const fields = error instanceof ApiError ? error.fields : {};
        for (const [field, message] of Object.entries(fields)) {
          form.setError(field as keyof LabResultInput, { message });
        }
        if (Object.keys(fields).length === 0) toast.error(couldNotText('save the lab result', error));
      },
    ),
  );
  const err = (name: Exclude<keyof LabResultInput, 'cannabinoids'>) => errors[name]?.message;
  const num = (
    name: 'thcPercentage' | 'thcaPercentage' | 'cbdPercentage' | 'thcMgPerPackage',
    label: string,
  ) => (
    <TextField
      id={`lab-${name}`}
      label={label}
      inputMode="decimal"
      type="number"
      step="0.01"
      error={err(name)}
      registration={form.register(name, number)}
    />
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Controller
        control={form.control}
        name="productId"
        render={({ field }) => (
          <ProductField
            value={field.value}
            onChange={field.onChange}
            error={err('productId')}
            fixedName={lab?.productName}
          />
        )}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map(([name, label, extra]) => (
          <TextField
            key={name}
            id={`lab-${name}`}
            label={label}
            {...extra}
            error={err(name)}
            registration={form.register(name, OPTIONAL.has(name) ? emptyIsNull : undefined)}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        {num('thcPercentage', 'THC %')}
        {num('thcaPercentage', 'THCA %')}
        {num('cbdPercentage', 'CBD %')}
        {num('thcMgPerPackage', 'THC mg / package')}
      </div>
      <FormField
        id="lab-cannabinoids"
        label="Other cannabinoids"
        hint="Name and percent, e.g. CBG: 1.1, CBN: 0.3"
        error={cannabinoidError(errors.cannabinoids)}
      >
        {(control) => (
          <input
            {...control}
            value={cannabinoidText}
            onChange={(e) => {
              setCannabinoidText(e.target.value);
              form.setValue('cannabinoids', parseCannabinoids(e.target.value));
            }}
            className={`${CONTROL_CLASS} h-10 text-sm`}
          />
        )}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">Safety panels (checked = passed)</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PANELS.map(([name, label]) => (
            <CheckboxField key={name} id={`lab-${name}`} label={label} registration={form.register(name)} />
          ))}
        </div>
      </fieldset>
      <CertificateField
        picker={picker}
        url={certificate.url}
        name={certificate.name}
        error={err('certificateMediaId')}
        onPick={(item) => {
          form.setValue('certificateMediaId', item.id, { shouldDirty: true });
          setCertificate({ url: item.url, name: item.fileName });
        }}
        onClear={() => {
          form.setValue('certificateMediaId', null, { shouldDirty: true });
          setCertificate({ url: null, name: null });
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : lab ? 'Save lab result' : 'Create lab result'}
        </Button>
      </div>
    </form>
  );
}
