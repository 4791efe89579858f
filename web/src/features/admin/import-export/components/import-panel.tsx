import { CircleAlert, Download, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isImportJobDone } from '#domain/admin/import-jobs.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useImportJob } from '../api/get-import-job.ts';
import { usePreviewImport, useRunImport } from '../api/upload-csv.ts';
import { TEMPLATE_URL } from '../utils/export-links.ts';
import { CsvDropzone } from './csv-dropzone.tsx';
import { ImportJobProgress } from './import-job-progress.tsx';
import { ImportPreviewTable } from './import-preview-table.tsx';

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** Upload → preview (every row, every error) → import all or nothing, in the background, with its progress. */
export function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const run = useRunImport();
  const job = useImportJob(run.data?.id ?? null, run.data).data;
  const told = useRef<string | null>(null);
  const checked = preview.data;
  useEffect(() => {
    if (!job || !isImportJobDone(job) || told.current === job.id) return;
    told.current = job.id;
    if (job.result) toast.success(`Imported ${plural(job.result.products, 'product')} as drafts`);
    else toast.error(job.message ?? 'Nothing was imported');
  }, [job]);
  const choose = (next: File) => {
    setFile(next);
    run.reset();
    preview.mutate(next);
  };
  const running = run.isPending || Boolean(job && !isImportJobDone(job));
  const canImport = Boolean(file && checked && checked.counts.errors === 0 && !running && !run.data);
  const importAll = () =>
    file && run.mutate(file, { onError: (error) => toast.error(couldNotText('start the import', error)) });
  return (
    <section
      className="space-y-4 rounded-2xl border border-border bg-surface p-5"
      aria-labelledby="import-heading"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="import-heading" className="text-base font-semibold">
            Import products
          </h2>
          <p className="text-sm text-muted">
            Rows with the same product_key are one product; shop is the shop&apos;s slug or licence number;
            price in dollars.
          </p>
        </div>
        <a href={TEMPLATE_URL} download className={buttonClass('outline', 'sm')}>
          <Download className="h-4 w-4" aria-hidden /> Download the template
        </a>
      </div>
      <CsvDropzone onFile={choose} disabled={preview.isPending || running} fileName={file?.name ?? null} />
      {preview.isPending && (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden /> Checking every row…
        </p>
      )}
      {preview.isError && (
        <p role="alert" className="flex gap-2 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm">
          <CircleAlert className="h-5 w-5 shrink-0 text-danger" aria-hidden /> {preview.error.message}
        </p>
      )}
      {checked && job?.status !== 'succeeded' && (
        <>
          <div
            className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm"
            role="status"
            aria-label="Preview counts"
          >
            <span>
              <strong className="tabular-nums">{checked.counts.rows.toLocaleString('en-US')}</strong> rows
            </span>
            <span>
              <strong className="tabular-nums">{checked.counts.products.toLocaleString('en-US')}</strong>{' '}
              products
            </span>
            <span>
              <strong className="tabular-nums">{checked.counts.variants.toLocaleString('en-US')}</strong>{' '}
              variants
            </span>
            <span className={checked.counts.errors ? 'font-medium text-danger' : 'text-success'}>
              {checked.counts.errors ? plural(checked.counts.errors, 'error') : 'No errors'}
            </span>
          </div>
          <p className="rounded-xl bg-surface-2/60 p-3 text-sm text-muted">{checked.note}</p>
          <ImportPreviewTable key={checked.sha256} preview={checked} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" onClick={importAll} disabled={!canImport}>
              {running && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
              {running ? 'Importing…' : `Import ${plural(checked.counts.products, 'product')}`}
            </Button>
            {checked.counts.errors > 0 && (
              <p className="text-sm text-muted">
                Fix the errors in the file and upload it again: nothing is imported while a row fails.
              </p>
            )}
          </div>
        </>
      )}
      {run.isError && (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm">
          {run.error.message}
        </p>
      )}
      {job && <ImportJobProgress job={job} />}
    </section>
  );
}
