import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { mediaAssets } from '#server/db/schema/media.ts';

export const MEDIA_COLUMNS = {
  id: mediaAssets.id,
  kind: mediaAssets.kind,
  fileName: mediaAssets.fileName,
  mime: mediaAssets.mime,
  byteSize: mediaAssets.byteSize,
  width: mediaAssets.width,
  height: mediaAssets.height,
  storageKey: mediaAssets.storageKey,
  renditions: mediaAssets.renditions,
  alt: mediaAssets.alt,
  createdAt: mediaAssets.createdAt,
};

export type NewMedia = typeof mediaAssets.$inferInsert & { id: string };

export async function insertMedia(tx: DbOrTx, row: NewMedia) {
  const [created] = await tx.insert(mediaAssets).values(row).returning(MEDIA_COLUMNS);
  return created!;
}

/** The row, locked for a change in this transaction. */
export async function lockMedia(tx: DbOrTx, id: string) {
  const [row] = await tx.select(MEDIA_COLUMNS).from(mediaAssets).where(eq(mediaAssets.id, id)).for('update');
  return row ?? null;
}

export async function updateAlt(tx: DbOrTx, id: string, alt: string) {
  const [row] = await tx
    .update(mediaAssets)
    .set({ alt })
    .where(eq(mediaAssets.id, id))
    .returning(MEDIA_COLUMNS);
  return row!;
}

export async function deleteMedia(tx: DbOrTx, id: string) {
  await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
}

export async function mediaByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(MEDIA_COLUMNS)
    .from(mediaAssets)
    .where(inArray(mediaAssets.id, [...ids]));
}

export async function fileNameById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ fileName: mediaAssets.fileName })
    .from(mediaAssets)
    .where(eq(mediaAssets.id, id));
  return row?.fileName ?? null;
}

export type MediaRow = Awaited<ReturnType<typeof mediaByIds>>[number];
