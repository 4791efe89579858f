import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  CertificateField,
  type DocumentPicker,
  type PickedDocument,
} from '#web/components/ui/certificate-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useCreateLab, type NewLabResult } from '../api/lab-results.ts';

type Values = Pick<NewLabResult, 'labName' | 'labLicense' | 'batchNumber' | 'testedAt'> & {
  expiresAt: string;
  allPass: boolean;
};

/** A batch's lab result, added from the compliance step (the lab results API keeps it). */
export function LabResultCreator({
  productId,
  potency,
  onCreated,
  picker,
}: {
  productId: string;
  potency: Pick<NewLabResult, 'thcPercentage' | 'thcaPercentage' | 'cbdPercentage' | 'thcMgPerPackage'>;
  onCreated: (id: string) => void;
  picker: DocumentPicker;
}) {
  const [open, setOpen] = useState(false);
  const [certificate, setCertificate] = useState<PickedDocument | null>(null);
  const create = useCreateLab(productId);
  const form = useForm<Values>({
    defaultValues: {
      labName: '',
      labLicense: '',
      batchNumber: '',
      testedAt: '',
      expiresAt: '',
      allPass: true,
    },
  });
  const submit = form.handleSubmit((v) =>
    create.mutate(
      {
        productId,
        labName: v.labName,
        labLicense: v.labLicense,
        batchNumber: v.batchNumber,
        testedAt: v.testedAt,
        expiresAt: v.expiresAt || null,
        ...potency,
        pesticidesPass: v.allPass,
        heavyMetalsPass: v.allPass,
        microbialsPass: v.allPass,
        residualSolventsPass: v.allPass,
        accreditation: null,
        cannabinoids: {},
        certificateMediaId: certificate?.id ?? null,
      },
      {
        onSuccess: (lab) => {
          toast.success(`Lab result ${lab.batchNumber} added`);
          onCreated(lab.id);
          setOpen(false);
          form.reset();
          setCertificate(null);
        },
        onError: (error) => toast.error(couldNotText('add the lab result', error)),
      },
    ),
  );
  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        Add a lab result
      </Button>
    );
  }
  return (
    <fieldset className="space-y-3 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-medium">New lab result</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id="lab-name" label="Lab" registration={form.register('labName', { required: true })} />
        <TextField
          id="lab-licence"
          label="Lab licence"
          registration={form.register('labLicense', { required: true })}
        />
        <TextField
          id="lab-batch"
          label="Batch number"
          registration={form.register('batchNumber', { required: true })}
        />
        <TextField
          id="lab-tested"
          label="Tested on"
          type="date"
          registration={form.register('testedAt', { required: true })}
        />
        <TextField
          id="lab-expires"
          label="Expires on"
          type="date"
          registration={form.register('expiresAt')}
        />
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" className="h-4 w-4 accent-accent" {...form.register('allPass')} />
          Every safety panel passed
        </label>
      </div>
      <CertificateField
        picker={picker}
        url={certificate?.url ?? null}
        name={certificate?.fileName ?? null}
        onPick={setCertificate}
        onClear={() => setCertificate(null)}
      />
      <div className="flex gap-2">
        <Button type="button" size="sm" disabled={create.isPending} onClick={() => void submit()}>
          Save lab result
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
