import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DevProductCopy, DevProductCopyResponse } from '#domain/catalog/dev-schemas.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A copy of an active product for one end-to-end test: the same shop, category, compliance, lab results and images,
 * a name and description of its own (so no search for a demo product's words finds it), and every variant at
 * `stock` units (received in the stock ledger). A test that changes stock, or must find its product in stock, uses
 * its copy, so no parallel test can sell it out or change it.
 */
export async function copyProductForTest(
  db: Db,
  fromId: string,
  input: DevProductCopy,
): Promise<DevProductCopyResponse> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const tag = id.slice(0, 8);
    const [product] = await rowsOf<{ name: string; slug: string; shopId: string }>(
      tx,
      sql`insert into products (id, slug, merchant_id, name, description, category, strain_type, limit_category,
            thc_percentage, thca_percentage, cbd_percentage, thc_mg_per_serving, thc_mg_per_package, producer_name,
            producer_license, image_url, image_alt, featured, status, sort_order)
          select ${id}, 'test-batch-' || ${tag}, merchant_id, coalesce(${input.name ?? null}, 'Test Batch ' || ${tag}),
            'A batch of its own for one end-to-end journey.', category, strain_type, limit_category, thc_percentage, thca_percentage, cbd_percentage,
            thc_mg_per_serving, thc_mg_per_package, producer_name, producer_license, image_url, image_alt, false,
            'active', sort_order + 1000
          from products where id = ${fromId} and status = 'active'
          returning name, slug, merchant_id as "shopId"`,
    );
    if (!product) throw notFound('Product not found');
    // Lab results first (new ids, remembered by batch), then the variants pointing at their copies.
    await tx.execute(sql`
      insert into lab_results (product_id, lab_name, lab_license, batch_number, tested_at, thc_percentage,
        thca_percentage, cbd_percentage, thc_mg_per_package, pesticides_pass, heavy_metals_pass, microbials_pass,
        residual_solvents_pass, accreditation, expires_at, cannabinoids, certificate_media_id)
      select ${id}, lab_name, lab_license, batch_number, tested_at, thc_percentage, thca_percentage, cbd_percentage,
        thc_mg_per_package, pesticides_pass, heavy_metals_pass, microbials_pass, residual_solvents_pass,
        accreditation, expires_at, cannabinoids, certificate_media_id
      from lab_results where product_id = ${fromId}`);
    const variants = await rowsOf<{ id: string; label: string; stock: number; priceCents: number }>(
      tx,
      sql`insert into product_variants (product_id, label, price_cents, net_grams, stock, sort_order,
            low_stock_threshold, lab_result_id)
          select ${id}, v.label, v.price_cents, v.net_grams, ${input.stock}, v.sort_order, v.low_stock_threshold,
            (select copy.id from lab_results copy join lab_results original on original.id = v.lab_result_id
              where copy.product_id = ${id} and copy.batch_number = original.batch_number)
          from product_variants v where v.product_id = ${fromId}
          returning id, label, stock, price_cents as "priceCents"`,
    );
    await tx.execute(sql`
      insert into product_images (product_id, media_id, position, alt)
      select ${id}, media_id, position, alt from product_images where product_id = ${fromId}`);
    if (input.stock > 0) {
      await tx.execute(sql`
        insert into inventory_movements (variant_id, merchant_id, before, after, reason, note, actor_role)
        select v.id, ${product.shopId}, 0, v.stock, 'received', 'test fixture', 'system'
        from product_variants v where v.product_id = ${id}`);
    }
    return {
      product: {
        id,
        slug: product.slug,
        name: product.name,
        shopId: product.shopId,
        variants: variants.map(({ label, stock, priceCents }) => ({ label, stock, priceCents })),
      },
    };
  });
}
