import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { MediaListQuery } from '#domain/catalog/media-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey, decodeCursor, MS_INSTANT, pageOf, UUID } from '#server/db/keyset.ts';
import { likeContains } from '#server/db/like.ts';
import { labResults, productImages } from '#server/db/schema/catalog.ts';
import { mediaAssets } from '#server/db/schema/media.ts';
import { MEDIA_COLUMNS } from './media.repo.ts';

// Qualified by hand: drizzle leaves a lone table's columns unqualified, which the subqueries would capture.
const MEDIA_ID = sql.raw('"media_assets"."id"');
/** How many products show the media (images) plus how many lab results cite it (certificates). */
export const usedBySql = sql<number>`(
  (select count(distinct pi.product_id) from ${productImages} pi where pi.media_id = ${MEDIA_ID})
  + (select count(*) from ${labResults} lr where lr.certificate_media_id = ${MEDIA_ID}))::int`;

/** The library, newest first, a page at a time (keyset on created_at, id). */
export async function listMedia(db: DbOrTx, query: MediaListQuery) {
  const where: (SQL | undefined)[] = [];
  if (query.kind) where.push(eq(mediaAssets.kind, query.kind));
  if (query.q) {
    const pattern = likeContains(query.q);
    where.push(or(ilike(mediaAssets.fileName, pattern), ilike(mediaAssets.alt, pattern)));
  }
  if (query.use) where.push(query.use === 'in-use' ? sql`${usedBySql} > 0` : sql`${usedBySql} = 0`);
  const after = query.cursor ? decodeCursor(query.cursor, [MS_INSTANT, UUID]) : null;
  if (after) where.push(afterKey([mediaAssets.createdAt, mediaAssets.id], after, 'desc'));
  const rows = await db
    .select({ ...MEDIA_COLUMNS, usedBy: usedBySql })
    .from(mediaAssets)
    .where(and(...where))
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (last) => [last.createdAt.toISOString(), last.id]);
}

export async function mediaWithUse(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...MEDIA_COLUMNS, usedBy: usedBySql })
    .from(mediaAssets)
    .where(eq(mediaAssets.id, id));
  return row ?? null;
}

/** Distinct products showing the media and lab results citing it (the delete refusal names them). */
export async function mediaUse(db: DbOrTx, id: string) {
  const [[images], [labs]] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${productImages.productId})::int` })
      .from(productImages)
      .where(eq(productImages.mediaId, id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(labResults)
      .where(eq(labResults.certificateMediaId, id)),
  ]);
  return { products: images?.n ?? 0, labs: labs?.n ?? 0 };
}
