import { useMemo } from 'react';
import { format, parseISO } from 'date-fns';
import { FileText } from 'lucide-react';
import type { LabResultItem } from '#domain/catalog/media-schemas.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { LAB_FILTER_KEYS, labResultsQuery, type LabFilters } from '../api/get-lab-results.ts';
import { LabStatusBadge } from './lab-status-badge.tsx';

const day = (d: string | null) => (d ? format(parseISO(d), 'MMM d, yyyy') : '—');
const panelsPassed = (l: LabResultItem) =>
  [l.pesticidesPass, l.heavyMetalsPass, l.microbialsPass, l.residualSolventsPass].filter(Boolean).length;
/** Lab, panels and variants give way on a tablet. */
const WIDE = 'hidden xl:table-cell';
const DAY = { className: 'whitespace-nowrap tabular-nums' };

const col = dataTableColumns<LabResultItem>();
function labColumns(onOpen: (lab: LabResultItem) => void) {
  return [
    col.accessor('batchNumber', {
      header: 'Batch',
      cell: (c) => (
        <button
          type="button"
          onClick={() => onOpen(c.row.original)}
          className="whitespace-nowrap font-mono font-medium underline-offset-2 hover:underline focus-visible:underline"
        >
          {c.getValue()}
        </button>
      ),
    }),
    col.accessor('productName', { header: 'Product' }),
    col.accessor('labName', {
      header: 'Lab',
      meta: { className: WIDE },
      cell: (c) => (
        <>
          <div>{c.getValue()}</div>
          <div className="font-mono text-xs text-muted">{c.row.original.labLicense}</div>
        </>
      ),
    }),
    col.accessor('testedAt', { header: 'Tested', meta: DAY, cell: (c) => day(c.getValue()) }),
    col.accessor('expiresAt', { header: 'Expires', meta: DAY, cell: (c) => day(c.getValue()) }),
    col.accessor('totalThcPercentage', {
      header: 'Total THC',
      meta: { align: 'end', className: 'whitespace-nowrap' },
      cell: (c) => (c.getValue() === null ? '—' : `${c.getValue()}%`),
    }),
    col.display({
      id: 'panels',
      header: 'Panels',
      meta: { className: `whitespace-nowrap tabular-nums ${WIDE}` },
      cell: (c) => `${panelsPassed(c.row.original)}/4 passed`,
    }),
    col.accessor('status', { header: 'Status', cell: (c) => <LabStatusBadge status={c.getValue()} /> }),
    col.accessor('certificateUrl', {
      header: 'Certificate',
      cell: (c) =>
        c.getValue() ? (
          <a
            href={c.getValue()!}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 underline"
          >
            <FileText className="h-4 w-4" aria-hidden /> PDF
          </a>
        ) : (
          <span className="text-muted">None</span>
        ),
    }),
    col.accessor('variantIds', {
      header: 'Variants',
      meta: { className: `tabular-nums ${WIDE}` },
      cell: (c) => c.getValue().length,
    }),
  ];
}

interface LabResultsTableProps {
  /** The URL's filters, the search already debounced. */
  filters: LabFilters;
  empty: string;
  onOpen: (lab: LabResultItem) => void;
}

/** The lab results, one row per batch, newest first, the page in the URL; a batch opens its result. */
export function LabResultsTable({ filters, empty, onOpen }: LabResultsTableProps) {
  const columns = useMemo(() => labColumns(onOpen), [onOpen]);
  return (
    <DataTable
      caption="Lab results"
      columns={columns}
      query={(params) => labResultsQuery(filters, params.cursor)}
      filterKeys={LAB_FILTER_KEYS}
      getRowId={(l) => l.id}
      empty={empty}
      pagerLabels={['Newest', 'Older']}
    />
  );
}
