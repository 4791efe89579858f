import { sql } from 'drizzle-orm';
import { sqlRows, type TestApp } from './test-app.ts';

// Catalog rows for API tests: a library image and a lab result, written straight to the database.

/** A library image row (as an upload leaves it), without the files. */
export async function mediaImage(db: TestApp['db']) {
  const [row] = await sqlRows<{ id: string }>(
    db,
    sql`insert into media_assets (kind, file_name, mime, byte_size, width, height, sha256, storage_key, renditions)
        values ('image', 'kush.jpg', 'image/jpeg', 1000, 1280, 1280, 'abc', 'library/kush-1280.webp',
          '[{"width":320,"height":320,"format":"webp","key":"library/kush-320.webp","bytes":100}]'::jsonb)
        returning id`,
  );
  return row!.id;
}
/** A lab result of the product expiring on that day; `pass` false fails the pesticides panel. */
export async function lab(db: TestApp['db'], productId: string, expiresAt: string, pass = true) {
  const [row] = await sqlRows<{ id: string }>(
    db,
    sql`insert into lab_results (product_id, lab_name, lab_license, batch_number, tested_at, expires_at,
          pesticides_pass, heavy_metals_pass, microbials_pass, residual_solvents_pass)
        values (${productId}, 'Keystone Labs', 'OCM-LAB-1', ${`B-${expiresAt}-${pass}`}, '2026-10-01', ${expiresAt},
          ${pass}, true, true, true) returning id`,
  );
  return row!.id;
}
