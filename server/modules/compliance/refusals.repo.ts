import type { RefusalRule, RefusalSurface } from '#domain/compliance/refusals.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { complianceRefusals } from '#server/db/schema/compliance.ts';

export interface RefusalRow {
  rule: RefusalRule;
  surface: RefusalSurface;
  userId: string | null;
  at: Date;
}

export async function insertRefusal(db: DbOrTx, row: RefusalRow): Promise<void> {
  await db.insert(complianceRefusals).values(row);
}
