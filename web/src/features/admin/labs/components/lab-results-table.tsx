import { format, parseISO } from 'date-fns';
import { FileText } from 'lucide-react';
import type { LabResultItem } from '#domain/catalog/media-schemas.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { LabStatusBadge } from './lab-status-badge.tsx';

const HEADINGS = [
  'Batch',
  'Product',
  'Lab',
  'Tested',
  'Expires',
  'Total THC',
  'Panels',
  'Status',
  'Certificate',
  'Variants',
];
/** Lab, panels and variants give way on a tablet. */
const WIDE = new Set([2, 6, 9]);
const day = (d: string | null) => (d ? format(parseISO(d), 'MMM d, yyyy') : '—');
const panelsPassed = (l: LabResultItem) =>
  [l.pesticidesPass, l.heavyMetalsPass, l.microbialsPass, l.residualSolventsPass].filter(Boolean).length;

/** The lab results, one row per batch; a row opens the batch. */
export function LabResultsTable({
  rows,
  pending,
  empty,
  onOpen,
}: {
  rows: LabResultItem[];
  pending: boolean;
  empty: string;
  onOpen: (lab: LabResultItem) => void;
}) {
  return (
    <div className="overflow-auto rounded-2xl border border-border">
      <table className="w-full text-sm" aria-busy={pending}>
        <caption className="sr-only">Lab results</caption>
        <thead className="sticky top-0 bg-surface-2 text-left text-xs text-muted">
          <tr>
            {HEADINGS.map((h, i) => (
              <th
                key={h}
                className={`whitespace-nowrap px-3 py-2.5 font-medium ${WIDE.has(i) ? 'hidden xl:table-cell' : ''} ${i === 5 ? 'text-right' : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {pending &&
            [0, 1, 2, 3].map((i) => (
              <tr key={i}>
                <td colSpan={HEADINGS.length} className="px-3 py-3">
                  <Skeleton className="h-6 w-full" />
                </td>
              </tr>
            ))}
          {!pending && rows.length === 0 && (
            <tr>
              <td colSpan={HEADINGS.length} className="px-4 py-12 text-center text-muted">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((l) => (
            <tr key={l.id} className="hover:bg-surface-2/60">
              <td className="px-3 py-2.5">
                <button
                  type="button"
                  onClick={() => onOpen(l)}
                  className="font-mono font-medium underline-offset-2 hover:underline focus-visible:underline"
                >
                  {l.batchNumber}
                </button>
              </td>
              <td className="px-3 py-2.5">{l.productName}</td>
              <td className="hidden px-3 py-2.5 xl:table-cell">
                <div>{l.labName}</div>
                <div className="font-mono text-xs text-muted">{l.labLicense}</div>
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 tabular-nums">{day(l.testedAt)}</td>
              <td className="whitespace-nowrap px-3 py-2.5 tabular-nums">{day(l.expiresAt)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">
                {l.totalThcPercentage === null ? '—' : `${l.totalThcPercentage}%`}
              </td>
              <td className="hidden px-3 py-2.5 tabular-nums xl:table-cell">{panelsPassed(l)}/4 passed</td>
              <td className="px-3 py-2.5">
                <LabStatusBadge status={l.status} />
              </td>
              <td className="px-3 py-2.5">
                {l.certificateUrl ? (
                  <a
                    href={l.certificateUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 underline"
                  >
                    <FileText className="h-4 w-4" aria-hidden /> PDF
                  </a>
                ) : (
                  <span className="text-muted">None</span>
                )}
              </td>
              <td className="hidden px-3 py-2.5 tabular-nums xl:table-cell">{l.variantIds.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
