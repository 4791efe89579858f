import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { MediaListQuery } from '#domain/catalog/media-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { labResults, productImages } from '#server/db/schema/catalog.ts';
import { mediaAssets } from '#server/db/schema/media.ts';
import { MEDIA_COLUMNS } from './media.repo.ts';

// Qualified by hand: drizzle leaves a lone table's columns unqualified, which the subqueries would capture.
const MEDIA_ID = sql.raw('"media_assets"."id"');
/** How many products show the media (images) plus how many lab results cite it (certificates). */
export const usedBySql = sql<number>`(
  (select count(distinct pi.product_id) from ${productImages} pi where pi.media_id = ${MEDIA_ID})
  + (select count(*) from ${labResults} lr where lr.certificate_media_id = ${MEDIA_ID}))::int`;

/** The keyset cursor: the last row's creation time and id. */
export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const when = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(when.getTime())) return null;
  return { at: when, id };
}

/** A keyset page from `limit + 1` rows: the page and the cursor after it (null on the last page). */
export function keysetPage<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The library, newest first, a page at a time (keyset on created_at, id). */
export async function listMedia(db: DbOrTx, query: MediaListQuery) {
  const where: (SQL | undefined)[] = [];
  if (query.kind) where.push(eq(mediaAssets.kind, query.kind));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(mediaAssets.fileName, pattern), ilike(mediaAssets.alt, pattern)));
  }
  if (query.use) where.push(query.use === 'in-use' ? sql`${usedBySql} > 0` : sql`${usedBySql} = 0`);
  const after = decodeCursor(query.cursor);
  if (after) {
    where.push(
      sql`(${mediaAssets.createdAt}, ${mediaAssets.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ ...MEDIA_COLUMNS, usedBy: usedBySql })
    .from(mediaAssets)
    .where(and(...where))
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit);
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
