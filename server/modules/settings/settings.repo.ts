import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/settings.ts';

export async function readSettings(db: DbOrTx, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: storeSettings.key, value: storeSettings.value })
    .from(storeSettings)
    .where(inArray(storeSettings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown) {
  await db
    .insert(storeSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: sql`now()` } });
}
