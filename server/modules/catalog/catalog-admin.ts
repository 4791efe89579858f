import type { Db } from '#server/db/client.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import { createAdminProductsBulk } from './admin-products-bulk.service.ts';
import { createAdminProducts } from './admin-products.service.ts';
import { createAdminTemplates } from './admin-templates.service.ts';
import type { CatalogService } from './catalog.service.ts';

/** The catalog team's back office: products (form steps, status), the products table and its bulk actions, templates. */
export function createCatalogAdmin(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'changed'>;
  settings: Pick<SettingsService, 'load'>;
  now: () => Date;
}) {
  const products = createAdminProducts(deps);
  return {
    products,
    bulk: createAdminProductsBulk({ db: deps.db, catalog: deps.catalog, products }),
    templates: createAdminTemplates(deps.db),
  };
}
export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
