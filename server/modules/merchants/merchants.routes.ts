import { Hono } from 'hono';
import type { MerchantMeResponse } from '#domain/account/staff-response.ts';
import { permissionsOf, SHOP_ROLE_PERMISSIONS } from '#domain/permissions.ts';
import { callerRoles, requireUserId, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requireRole } from '#server/http/middleware/require-role.ts';
import { callerShop, requireShop } from '#server/http/middleware/require-shop.ts';
import { merchantReportRoutes } from './reports.routes.ts';
import { merchantStaffRoutes } from './staff.routes.ts';
import { merchantOrderRoutes } from './merchant-orders.routes.ts';
import { merchantProductRoutes } from './products.routes.ts';
import { merchantShopRoutes } from './shop.routes.ts';
import { merchantPauseRoutes } from './pause.routes.ts';

/** The merchant portal's API: a merchant's shop comes from its membership, never from the request. */
export function merchantRoutes(services: Services) {
  const { portal: merchants } = services.merchants;
  const stock = merchantProductRoutes(services);
  return new Hono<AppEnv>()
    .use('*', requireRole('merchant'))
    .use('*', requireShop(merchants.membership))
    .get('/me', (c) => {
      const shop = callerShop(c);
      const roles = callerRoles(c);
      const answer: MerchantMeResponse = {
        id: requireUserId(c),
        roles,
        permissions: permissionsOf(roles),
        shopId: shop.shopId,
        shopName: shop.shopName,
        shopRole: shop.role,
        shopPermissions: SHOP_ROLE_PERMISSIONS[shop.role],
      };
      return c.json(answer);
    })
    .route('/reports', merchantReportRoutes(services))
    .route('/staff', merchantStaffRoutes(services))
    .route('/orders', merchantOrderRoutes(services))
    .route('/products', stock.products)
    .route('/variants', stock.variants)
    .route('/shop', merchantShopRoutes(services))
    .route('/pause', merchantPauseRoutes(services));
}
