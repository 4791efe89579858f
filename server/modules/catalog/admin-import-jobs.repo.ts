import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { ImportJob } from '#domain/admin/import-jobs.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { importJobs } from '#server/db/schema/import-jobs.ts';
import type { Actor } from '#server/lib/actor.ts';

// The import jobs' rows: the queue (claimed with skip locked, so several servers share it), progress and results.

const OPEN = ['validating', 'running'] as const;
type JobPatch = Partial<
  Pick<
    typeof importJobs.$inferInsert,
    'status' | 'totalRows' | 'checkedRows' | 'doneRows' | 'errorCount' | 'errors' | 'message' | 'result'
  >
>;

const VIEW = {
  id: importJobs.id,
  kind: importJobs.kind,
  status: importJobs.status,
  fileName: importJobs.fileName,
  sha256: importJobs.sha256,
  totalRows: importJobs.totalRows,
  checkedRows: importJobs.checkedRows,
  doneRows: importJobs.doneRows,
  errorCount: importJobs.errorCount,
  errors: importJobs.errors,
  message: importJobs.message,
  result: importJobs.result,
  createdAt: importJobs.createdAt,
  finishedAt: importJobs.finishedAt,
};
type JobRow = Pick<typeof importJobs.$inferSelect, keyof typeof VIEW>;

export const jobView = (r: JobRow): ImportJob => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

export async function insertJob(
  db: DbOrTx,
  job: { fileName: string; sha256: string; payload: string; actor: Actor },
): Promise<ImportJob> {
  const [row] = await db
    .insert(importJobs)
    .values({ ...job, kind: 'products', createdBy: job.actor.userId })
    .returning(VIEW);
  return jobView(row!);
}

export async function findJob(db: DbOrTx, id: string): Promise<ImportJob | null> {
  const [row] = await db.select(VIEW).from(importJobs).where(eq(importJobs.id, id));
  return row ? jobView(row) : null;
}

/** The oldest queued job, now validating; a job another server claimed is skipped. */
export function claimNextJob(db: Db) {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(eq(importJobs.status, 'queued'))
      .orderBy(importJobs.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [row] = await tx
      .update(importJobs)
      .set({ status: 'validating', startedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(eq(importJobs.id, next.id))
      .returning({
        id: importJobs.id,
        fileName: importJobs.fileName,
        sha256: importJobs.sha256,
        payload: importJobs.payload,
        actor: importJobs.actor,
      });
    return row ?? null;
  });
}
export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimNextJob>>>;

/** Progress; it also moves the heartbeat that tells a live job from one a stopped server left behind. */
export async function updateJob(db: DbOrTx, id: string, patch: JobPatch) {
  await db
    .update(importJobs)
    .set({ ...patch, heartbeatAt: sql`now()` })
    .where(eq(importJobs.id, id));
}

/** The end of a job; the file is dropped with it. */
export async function finishJob(db: DbOrTx, id: string, patch: JobPatch & Pick<JobPatch, 'status'>) {
  await db
    .update(importJobs)
    .set({ ...patch, payload: null, heartbeatAt: sql`now()`, finishedAt: sql`now()` })
    .where(eq(importJobs.id, id));
}

/**
 * Takes over one open job whose heartbeat is older than `staleMs` and that this server does not run: the heartbeat
 * moves, so no other server takes it over at the same time. Answers its id, or null when none is left.
 */
export function claimStaleJob(db: Db, staleMs: number, running: readonly string[]) {
  return db.transaction(async (tx) => {
    const [stale] = await tx
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(
        and(
          inArray(importJobs.status, OPEN),
          lt(importJobs.heartbeatAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
          running.length ? notInArray(importJobs.id, [...running]) : undefined,
        ),
      )
      .limit(1)
      .for('update', { skipLocked: true });
    if (!stale) return null;
    await tx
      .update(importJobs)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(importJobs.id, stale.id));
    return stale.id;
  });
}

/** Deletes up to `limit` of the products a job wrote (their variants and ledger rows cascade); answers how many. */
export async function deleteJobProducts(db: DbOrTx, jobId: string, limit: number): Promise<number> {
  const some = db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.importJobId, jobId))
    .limit(limit);
  const gone = await db.delete(products).where(inArray(products.id, some)).returning({ id: products.id });
  return gone.length;
}
