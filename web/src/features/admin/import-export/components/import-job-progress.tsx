import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ImportJob } from '#domain/admin/import-jobs.ts';
import { buttonClass } from '#web/components/ui/button.tsx';

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** Where the job is, in words and as a share of the file. */
function stage(job: ImportJob): { label: string; value: number | null } {
  if (job.status === 'queued') return { label: 'Waiting for the import before it to end…', value: null };
  if (job.status === 'validating') {
    const of = job.totalRows ? ` of ${job.totalRows.toLocaleString('en-US')}` : '';
    return { label: `Checking rows: ${job.checkedRows.toLocaleString('en-US')}${of}…`, value: null };
  }
  const value = job.totalRows ? Math.round((job.doneRows / job.totalRows) * 100) : 0;
  return {
    label: `Writing rows: ${job.doneRows.toLocaleString('en-US')} of ${job.totalRows.toLocaleString('en-US')}…`,
    value,
  };
}

/** A running import's progress bar, then its result or why nothing was imported. */
export function ImportJobProgress({ job }: { job: ImportJob }) {
  if (job.status === 'succeeded' && job.result) {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-success/40 bg-success/10 p-4 text-sm"
      >
        <CircleCheck className="h-5 w-5 text-success" aria-hidden />
        <span>
          Imported {plural(job.result.products, 'product')} and {plural(job.result.variants, 'variant')} from{' '}
          {job.result.fileName} as drafts.
        </span>
        <Link to="/admin/products?status=draft" className={buttonClass('link', 'sm')}>
          See them in Products
        </Link>
      </div>
    );
  }
  if (job.status === 'failed') {
    const hidden = job.errorCount - job.errors.length;
    return (
      <div role="alert" className="space-y-2 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm">
        <p className="flex gap-2 font-medium">
          <CircleAlert className="h-5 w-5 shrink-0 text-danger" aria-hidden /> {job.message}
        </p>
        {job.errors.length > 0 && (
          <ul className="max-h-64 space-y-0.5 overflow-auto" aria-label="Import errors">
            {job.errors.map((e) => (
              <li key={`${e.row}-${e.column}-${e.message}`}>
                Row {e.row} · <span className="font-mono text-xs">{e.column}</span>: {e.message}
              </li>
            ))}
          </ul>
        )}
        {hidden > 0 && <p className="text-muted">and {plural(hidden, 'more error')}.</p>}
      </div>
    );
  }
  const { label, value } = stage(job);
  return (
    <div className="space-y-2" role="status" aria-live="polite">
      <p className="text-sm text-muted">{label}</p>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        {...(value === null ? {} : { 'aria-valuenow': value })}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={
            value === null ? 'h-full w-1/3 animate-pulse bg-accent' : 'h-full bg-accent transition-all'
          }
          style={value === null ? undefined : { width: `${value}%` }}
        />
      </div>
      <p className="text-xs text-muted">
        The store keeps serving while the import runs. All rows or none: if a row cannot be written, the rows
        already written are removed again.
      </p>
    </div>
  );
}
