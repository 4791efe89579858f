import { z } from 'zod';
import { ImportErrorSchema, ImportResultSchema } from './import-export.ts';

/** queued → validating → running → succeeded | failed; a failed job wrote nothing (or had it removed). */
export const IMPORT_JOB_STATUSES = ['queued', 'validating', 'running', 'succeeded', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const IMPORT_JOB_KINDS = ['products'] as const;

/** A job keeps at most this many of its errors; `errorCount` still counts them all. */
export const IMPORT_JOB_MAX_ERRORS = 500;

export const IMPORT_JOB_MESSAGES = {
  stopped: 'Nothing was imported: the server stopped during the import; upload the file again',
  duplicateColumn: (column: string, positions: readonly number[]) =>
    `The header names the column ${column} more than once (columns ${positions.join(' and ')}); keep one`,
} as const;

const Count = z.number().int().nonnegative();

export const ImportJobSchema = z.strictObject({
  id: z.uuid(),
  kind: z.enum(IMPORT_JOB_KINDS),
  status: z.enum(IMPORT_JOB_STATUSES),
  fileName: z.string(),
  sha256: z.string(),
  /** Product rows of the file; 0 until the file has been read. */
  totalRows: Count,
  /** Rows checked so far (validating), then rows written (running). */
  checkedRows: Count,
  doneRows: Count,
  errorCount: Count,
  /** The first errors, by row and column (at most IMPORT_JOB_MAX_ERRORS). */
  errors: z.array(ImportErrorSchema),
  /** Why the job failed, worded for the admin; null otherwise. */
  message: z.string().nullable(),
  result: ImportResultSchema.nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const isImportJobDone = (job: Pick<ImportJob, 'status'>) =>
  job.status === 'succeeded' || job.status === 'failed';
