import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { LabResultItem } from '#domain/catalog/media-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { useCan } from '#web/lib/session.ts';
import { useLabResults } from '../api/get-lab-results.ts';
import { LAB_STATUS_LABEL } from '../utils/lab-status.ts';
import { LabResultDialog } from './lab-result-dialog.tsx';

/**
 * The lab result for a product's batch: one of the product's results, or a new one made here (for the product
 * form's compliance step). `onChange` gets the chosen result, or null.
 */
export function LabResultPicker({
  productId,
  value,
  onChange,
  error,
}: {
  productId: string;
  value: string | null;
  onChange: (lab: LabResultItem | null) => void;
  error?: string;
}) {
  const canWrite = useCan('catalog:write');
  const labs = useLabResults({ productId });
  const [creating, setCreating] = useState(false);
  const items = labs.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <FormField
      id="lab-result"
      label="Lab result for the batch"
      error={error}
      hint="A passing, unexpired result is required before the product can be active"
    >
      {(control) => (
        <div className="flex flex-wrap gap-2">
          <select
            {...control}
            value={value ?? ''}
            onChange={(e) => onChange(items.find((l) => l.id === e.target.value) ?? null)}
            className={`${CONTROL_CLASS} h-10 min-w-60 flex-1 text-sm`}
          >
            <option value="">{labs.isPending ? 'Loading…' : 'Choose a lab result'}</option>
            {items.map((l) => (
              <option key={l.id} value={l.id}>
                Batch {l.batchNumber} · {l.labName} · {LAB_STATUS_LABEL[l.status]}
              </option>
            ))}
          </select>
          {canWrite && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-10"
              onClick={() => setCreating(true)}
            >
              <Plus className="h-4 w-4" aria-hidden /> New lab result
            </Button>
          )}
          <LabResultDialog
            open={creating}
            lab={null}
            productId={productId}
            onOpenChange={setCreating}
            onSaved={(lab) => {
              setCreating(false);
              onChange(lab);
            }}
          />
        </div>
      )}
    </FormField>
  );
}
