import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { SearchFilter } from '#web/components/data-table/search-filter.tsx';
import type { LabResultItem } from '#domain/catalog/media-schemas.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { LABS_KEY, labResultsQuery, type LabFilters } from '#web/features/admin/labs/api/get-lab-results.ts';
import { LabResultDialog } from '#web/features/admin/labs/components/lab-result-dialog.tsx';
import { LabResultsTable } from '#web/features/admin/labs/components/lab-results-table.tsx';
import { useLiveLabs } from '#web/features/admin/labs/hooks/use-live-labs.ts';
import { LAB_STATUSES, LAB_STATUS_LABEL } from '#web/features/admin/labs/utils/lab-status.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useCan } from '#web/lib/use-can.ts';
import { pickCertificate } from './certificate-picker.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const SMALL = `${CONTROL_CLASS} h-10 text-sm`;

/** Certificates of analysis per batch: status, lab, potency, panels, the PDF and the variants on the shelf. */
export function AdminCoaManagementRoute() {
  const canWrite = useCan('catalog:write');
  const [params, setParams] = useSearchParams();
  const status = LAB_STATUSES.find((s) => s === params.get('status'));
  const filters: LabFilters = {
    q: params.get('q') ?? undefined,
    status,
    productId: params.get('productId') ?? undefined,
  };
  const q = useDebouncedValue(filters.q, 250);
  const shown = { ...filters, q };
  // The page the table shows (one query, shared): the open batch follows it.
  const labs = useQuery(labResultsQuery(shown, params.get('cursor')));
  const queryClient = useQueryClient();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('cursor');
    setParams(next, { replace: true });
  };
  const [dialog, setDialog] = useState<{ lab: LabResultItem | null } | null>(null);
  const openLab = useCallback((lab: LabResultItem) => setDialog({ lab }), []);
  useLiveLabs();
  useShortcut({
    keys: 'r',
    description: 'Refresh the lab results',
    group: 'Lab results',
    run: () => void queryClient.invalidateQueries({ queryKey: LABS_KEY }),
  });
  useShortcut({
    keys: 'n',
    description: 'New lab result',
    group: 'Lab results',
    run: () => canWrite && setDialog({ lab: null }),
  });
  const rows = labs.data?.rows ?? [];
  // The open batch follows the list (an edit elsewhere, a link saved here).
  const open = dialog?.lab ? (rows.find((r) => r.id === dialog.lab!.id) ?? dialog.lab) : null;
  const filtered = Boolean(filters.q || filters.status || filters.productId);
  return (
    <div className="space-y-5">
      <DocumentTitle>Lab results</DocumentTitle>
      <PageHeader
        title="Lab results"
        description="Certificates of analysis per batch. A product can be active only with a passing, unexpired result; the product page and the courier's delivery card link the certificate."
        actions={
          canWrite && (
            <Button onClick={() => setDialog({ lab: null })}>
              <Plus className="h-4 w-4" aria-hidden /> New lab result
            </Button>
          )
        }
        filters={
          <>
            <SearchFilter
              label="Search lab results"
              placeholder="Search batch, lab or product"
              defaultValue={filters.q ?? ''}
              onChange={(q) => set('q', q)}
            />
            <label className="w-44">
              <span className="sr-only">Status</span>
              <select value={status ?? ''} onChange={(e) => set('status', e.target.value)} className={SMALL}>
                <option value="">All statuses</option>
                {LAB_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LAB_STATUS_LABEL[s]}
                  </option>
                ))}
              </select>
            </label>
            {filters.productId && (
              <Button variant="ghost" size="sm" onClick={() => set('productId', '')}>
                Show every product
              </Button>
            )}
          </>
        }
      />
      <LabResultsTable
        filters={shown}
        onOpen={openLab}
        empty={
          filtered
            ? 'No lab results match these filters.'
            : 'No lab results yet. Add the certificate of analysis for each batch.'
        }
      />
      <LabResultDialog
        open={dialog !== null}
        lab={open}
        onOpenChange={(o) => !o && setDialog(null)}
        onSaved={(lab) => setDialog({ lab })}
        picker={pickCertificate}
      />
    </div>
  );
}
