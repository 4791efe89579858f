import { toast } from 'sonner';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import type { LabResultItem } from '#domain/catalog/media-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useCan } from '#web/lib/use-can.ts';
import { useDeleteLabResult } from '../api/delete-lab-result.ts';
import type { DocumentPicker } from '#web/components/ui/certificate-field.tsx';
import { LabResultForm } from './lab-result-form.tsx';
import { LabStatusBadge } from './lab-status-badge.tsx';
import { VariantLinks } from './variant-links.tsx';

/** Create a lab result, or edit one with its linked variants and delete (refused while variants link it). */
export function LabResultDialog({
  open,
  lab,
  productId,
  onOpenChange,
  onSaved,
  picker,
}: {
  open: boolean;
  lab: LabResultItem | null;
  productId?: string;
  onOpenChange: (open: boolean) => void;
  onSaved: (lab: LabResultItem) => void;
  /** How the certificate's PDF is picked (the media library's picker). */
  picker: DocumentPicker;
}) {
  const canWrite = useCan('catalog:write');
  const remove = useDeleteLabResult();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle className="flex items-center gap-2 font-display text-lg font-semibold">
          {lab ? `Batch ${lab.batchNumber}` : 'New lab result'}
          {lab && <LabStatusBadge status={lab.status} />}
        </DialogTitle>
        <DialogDescription className="mb-4 text-sm text-muted">
          {lab
            ? `${lab.productName} · tested by ${lab.labName}`
            : 'The certificate of analysis for one batch of a product.'}
        </DialogDescription>
        <LabResultForm
          key={lab?.id ?? 'new'}
          lab={lab}
          productId={productId}
          onSaved={onSaved}
          picker={picker}
        />
        {lab && (
          <div className="mt-6 space-y-4 border-t border-border pt-4">
            <VariantLinks key={lab.variantIds.join()} lab={lab} />
            {canWrite && (
              <div className="space-y-1">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={lab.variantIds.length > 0 || remove.isPending}
                  onClick={() =>
                    remove.mutate(lab.id, {
                      onSuccess: () => {
                        toast.success('Lab result deleted');
                        onOpenChange(false);
                      },
                      onError: (e) => toast.error(couldNotText('delete the lab result', e)),
                    })
                  }
                >
                  Delete lab result
                </Button>
                {lab.variantIds.length > 0 && (
                  <p className="text-xs text-muted">Unlink its variants before deleting it.</p>
                )}
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
