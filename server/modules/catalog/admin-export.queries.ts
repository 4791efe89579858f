import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

// The catalog's CSV exports: every variant with its product and shop, keyset batches on the variant id.

const BATCH = 1000;
const NO_ID = '00000000-0000-0000-0000-000000000000';

export interface ExportVariantRow {
  id: string;
  product_key: string;
  name: string;
  category: string;
  shop: string;
  producer_name: string | null;
  producer_license: string | null;
  strain_type: string;
  description: string;
  limit_category: string;
  thc: string | null;
  thca: string | null;
  cbd: string | null;
  thc_mg_per_serving: string | null;
  thc_mg_per_package: string | null;
  status: string;
  variant_label: string;
  net_grams: string;
  price_cents: number;
  stock: number;
  sku: string | null;
  low_stock_threshold: number;
  last_at: Date | string | null;
  last_reason: string | null;
  last_before: number | null;
  last_after: number | null;
}

/** Batches of variants in id order; the last movement of each through inventory_movements_variant_idx. */
export async function* variantBatches(db: DbOrTx): AsyncGenerator<ExportVariantRow[]> {
  let after = NO_ID;
  for (;;) {
    const result = await db.execute(sql`
      select v.id, p.slug as product_key, p.name, p.category, m.slug as shop, p.producer_name, p.producer_license,
        p.strain_type, p.description, p.limit_category, p.thc_percentage as thc, p.thca_percentage as thca,
        p.cbd_percentage as cbd, p.thc_mg_per_serving, p.thc_mg_per_package, p.status, v.label as variant_label,
        v.net_grams, v.price_cents, v.stock, v.sku, v.low_stock_threshold,
        last.at as last_at, last.reason as last_reason, last.before as last_before, last.after as last_after
      from product_variants v
      join products p on p.id = v.product_id
      join merchants m on m.id = p.merchant_id
      left join lateral (
        select im.at, im.reason, im.before, im.after from inventory_movements im
        where im.variant_id = v.id order by im.id desc limit 1
      ) last on true
      where v.id > ${after}
      order by v.id
      limit ${BATCH}`);
    const rows = (result as unknown as { rows: ExportVariantRow[] }).rows;
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
