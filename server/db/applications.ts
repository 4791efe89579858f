import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { afterKey } from './keyset.ts';

/** A table of applications under staff review (couriers, partner shops): pending until decided, once. */
export type ApplicationTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

export interface ApplicationDecision {
  status: 'approved' | 'rejected';
  decidedAt: Date;
  decidedByUserId: string;
  rejectionReason?: string;
}

/** Locking and deciding the rows of one application table. */
export function applicationRows<T extends ApplicationTable>(table: T) {
  /** The application's row, locked until the decision commits. */
  async function lock(db: DbOrTx, id: string): Promise<T['$inferSelect'] | null> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  /** Decides a pending application; false when it was decided meanwhile. */
  async function decide(db: DbOrTx, id: string, decision: ApplicationDecision & Partial<T['$inferInsert']>) {
    const rows = await db
      .update(table as PgTable)
      .set({ ...decision, updatedAt: sql`now()` })
      .where(and(eq(table.id, id), eq(table.status, 'pending')))
      .returning({ id: table.id });
    return rows.length === 1;
  }

  return { lock, decide };
}

/** The staff list's page of one status, newest first (each table's `*_status_created_idx`), after the cursor. */
export function statusPage(
  table: ApplicationTable,
  status: string,
  after: readonly [createdKey: string, id: string] | null,
) {
  return {
    where: and(
      eq(table.status, status),
      after ? afterKey([table.createdAt, table.id], after, 'desc') : undefined,
    ),
    orderBy: [desc(table.createdAt), desc(table.id)],
  };
}
