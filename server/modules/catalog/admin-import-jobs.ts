import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMPORT_MESSAGES } from '#domain/admin/import-export.ts';
import { IMPORT_JOB_MAX_ERRORS, IMPORT_JOB_MESSAGES } from '#domain/admin/import-jobs.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Logger } from '#server/log.ts';
import { groupProducts } from './admin-import.check.ts';
import { examine } from './admin-import.examine.ts';
import { readHeader } from './admin-import.read.ts';
import { writeProducts } from './admin-import.write.ts';
import {
  claimNextJob,
  claimStaleJob,
  deleteJobProducts,
  finishJob,
  updateJob,
  type ClaimedJob,
} from './admin-import-jobs.repo.ts';

/** A job whose heartbeat is this old was left by a stopped server (a live one beats every batch, ~1 s apart). */
const STALE_MS = 60_000;
const DELETE_BATCH = 500;

export interface ImportJobOptions {
  batchRows?: number;
  /** Called after each committed batch but the last (tests hold the job here to look at it mid-way). */
  afterBatch?: (jobId: string, done: number) => Promise<void>;
  log?: Pick<Logger, 'error'>;
}

class Stopped extends Error {}

/**
 * Runs the queued imports one at a time, in the background of this server: validate (yielding every 500 rows), then
 * write in short batches. All or nothing: a job that fails after writing deletes every product it wrote (tagged with
 * its id) before it is marked failed; a job a stopped server left open is failed and cleaned up the same way by the
 * next sweep (at start, a minute later, and before each new job).
 */
export function createImportWorker(
  db: Db,
  onWritten: (ids: string[]) => Promise<void>,
  options: ImportJobOptions,
) {
  const batchRows = options.batchRows ?? 500;
  const running = new Set<string>();
  let draining: Promise<void> | null = null;
  let again = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;

  /** Removes what a job wrote, in short transactions, then marks it failed. */
  async function fail(
    jobId: string,
    message: string,
    errors: { row: number; column: string; message: string }[] = [],
  ) {
    while ((await deleteJobProducts(db, jobId, DELETE_BATCH)) > 0) {
      await updateJob(db, jobId, {});
      await nextTurn();
    }
    await finishJob(db, jobId, {
      status: 'failed',
      message,
      errors: errors.slice(0, IMPORT_JOB_MAX_ERRORS),
      errorCount: errors.length,
      doneRows: 0,
    });
  }

  async function run(job: ClaimedJob) {
    const upload = { text: job.payload ?? '', ...readHeader(job.payload ?? '') };
    const check = async (checked: number) => {
      if (stopping) throw new Stopped();
      await updateJob(db, job.id, { checkedRows: checked });
    };
    const { raw, checked } = await examine(db, upload, check);
    if (upload.errors.length) return fail(job.id, IMPORT_MESSAGES.failed, upload.errors);
    await updateJob(db, job.id, { status: 'running', totalRows: raw.length, checkedRows: raw.length });
    const ids = await writeProducts(db, job, groupProducts(checked), {
      batchRows,
      between: async (done) => {
        if (stopping) throw new Stopped();
        await options.afterBatch?.(job.id, done);
      },
    });
    for (let i = 0; i < ids.length; i += 150) await onWritten(ids.slice(i, i + 150));
  }

  async function runOne(job: ClaimedJob) {
    running.add(job.id);
    try {
      await run(job);
    } catch (error) {
      const message =
        error instanceof Stopped
          ? IMPORT_JOB_MESSAGES.stopped
          : isUniqueViolation(error)
            ? IMPORT_MESSAGES.conflict
            : error instanceof AppError
              ? error.message
              : 'Nothing was imported: the import failed; try again, and tell the team if it fails again';
      if (!(error instanceof Stopped || error instanceof AppError || isUniqueViolation(error))) {
        options.log?.error('import job failed', { jobId: job.id, error: String(error) });
      }
      await fail(job.id, message).catch((cleanup: unknown) =>
        options.log?.error('import job cleanup failed', { jobId: job.id, error: String(cleanup) }),
      );
    } finally {
      running.delete(job.id);
    }
  }

  /** Fails and cleans up every open job a stopped server left. */
  async function sweep() {
    let id: string | null;
    while (!stopping && (id = await claimStaleJob(db, STALE_MS, [...running]))) {
      await fail(id, IMPORT_JOB_MESSAGES.stopped);
    }
  }

  /** Runs the queue until it is empty; a job queued while it runs is picked up before it ends. */
  async function drain() {
    try {
      while (again && !stopping) {
        again = false;
        await sweep();
        let job: ClaimedJob | null;
        while (!stopping && (job = await claimNextJob(db))) await runOne(job);
      }
    } catch (error) {
      options.log?.error('import queue failed', { error: String(error) });
    } finally {
      draining = null;
    }
  }

  function kick(): Promise<void> {
    again = true;
    draining ??= drain();
    return draining;
  }

  return {
    kick,
    /** At boot: the queue left by the last run, and a sweep once a job the last run left has gone stale. */
    start() {
      stopping = false;
      timer = setTimeout(() => void kick(), STALE_MS + 1000);
      timer.unref();
      return kick();
    },
    /** At shutdown: the running job stops at its next batch and removes what it wrote. */
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await draining;
    },
  };
}
export type ImportWorker = ReturnType<typeof createImportWorker>;
