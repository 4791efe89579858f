import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ImportError, ImportResult } from '#domain/admin/import-export.ts';
import type { ImportJobStatus } from '#domain/admin/import-jobs.ts';
import type { Role } from '#domain/auth.ts';
import { users } from './auth.ts';
import { instant, uuidKey } from './columns.ts';

/** Who asked for an import, as its audit row records them (server/lib/actor.ts). */
interface ImportActor {
  userId: string;
  role: Role;
  ip: string;
  userAgent: string | null;
  requestId: string;
}

/**
 * Background imports (owned by the catalog module): the uploaded file waits here as `payload` until a worker claims
 * it, and is dropped once the job ends. `heartbeat_at` moves with every batch: a job whose heartbeat stopped was left
 * by a stopped server, and the next sweep fails it and removes the rows it had written.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuidKey(),
    kind: text('kind').$type<'products'>().notNull(),
    status: text('status').$type<ImportJobStatus>().notNull().default('queued'),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    payload: text('payload'),
    totalRows: integer('total_rows').notNull().default(0),
    checkedRows: integer('checked_rows').notNull().default(0),
    doneRows: integer('done_rows').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').$type<ImportError[]>().notNull().default([]),
    message: text('message'),
    result: jsonb('result').$type<ImportResult>(),
    /** Who asked, as the audit row records it (the job audits on their behalf). */
    actor: jsonb('actor').$type<ImportActor>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    startedAt: instant('started_at'),
    heartbeatAt: instant('heartbeat_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    check(
      'import_jobs_status_check',
      sql`${t.status} in ('queued', 'validating', 'running', 'succeeded', 'failed')`,
    ),
    index('import_jobs_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('queued', 'validating', 'running')`),
  ],
);
