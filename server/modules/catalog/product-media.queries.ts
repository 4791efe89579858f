import { asc, eq, isNotNull } from 'drizzle-orm';
import type { ProductImage } from '#domain/catalog/media-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { labResults, productImages } from '#server/db/schema/catalog.ts';
import { mediaAssets } from '#server/db/schema/media.ts';
import { mediaUrl, pictureOf } from '#server/modules/media/media-urls.ts';

/** Every product's images in order, as the storefront's `<picture>` renders them (for the catalog snapshot). */
export async function productPictures(db: DbOrTx): Promise<Map<string, ProductImage[]>> {
  const rows = await db
    .select({
      productId: productImages.productId,
      alt: productImages.alt,
      kind: mediaAssets.kind,
      storageKey: mediaAssets.storageKey,
      renditions: mediaAssets.renditions,
      width: mediaAssets.width,
      height: mediaAssets.height,
    })
    .from(productImages)
    .innerJoin(mediaAssets, eq(mediaAssets.id, productImages.mediaId))
    .where(eq(mediaAssets.kind, 'image'))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  const byProduct = new Map<string, ProductImage[]>();
  for (const { productId, alt, ...media } of rows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), pictureOf(media, alt)]);
  }
  return byProduct;
}

/** Each lab result's certificate URL, by lab result id. */
export async function certificateUrls(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: labResults.id, key: mediaAssets.storageKey })
    .from(labResults)
    .innerJoin(mediaAssets, eq(mediaAssets.id, labResults.certificateMediaId))
    .where(isNotNull(labResults.certificateMediaId));
  return new Map(rows.map((r) => [r.id, mediaUrl(r.key)]));
}
