import { Hono } from 'hono';
import type { StaffMeResponse } from '#domain/account/staff-response.ts';
import { permissionsOf } from '#domain/permissions.ts';
import { callerRoles, requireUserId, type AppEnv, type Services } from '#server/http/context.ts';
import { requireRole } from '#server/http/middleware/require-role.ts';
import { adminComplianceRoutes } from './compliance.routes.ts';
import { adminCouponRoutes } from '#server/modules/orders/admin-coupons.routes.ts';
import { adminGiveawaysRoutes } from '#server/modules/giveaways/giveaways.routes.ts';
import { adminImportExportRoutes } from '#server/modules/catalog/admin-import.routes.ts';
import { adminCourierRoutes } from './couriers.routes.ts';
import { adminAnalyticsRoutes } from './analytics.routes.ts';
import { adminDispatchRoutes } from './dispatch.routes.ts';
import { adminOrdersRoutes } from './orders.routes.ts';
import { adminPartnerRoutes } from './partners.routes.ts';
import { adminSafetyRoutes } from './safety.routes.ts';
import { adminRiskRoutes } from './risk.routes.ts';
import { adminSystemRoutes } from './system.routes.ts';
import { adminUsersRoutes } from './users.routes.ts';
import { adminInventoryRoutes } from '#server/modules/catalog/admin-inventory.routes.ts';
import { adminProductAnalyticsRoutes } from '#server/modules/catalog/admin-product-analytics.routes.ts';
import { adminProductRoutes } from '#server/modules/catalog/admin-products.routes.ts';
import { adminMediaRoutes } from '#server/modules/media/media.routes.ts';
import { adminLiveChatRoutes } from '#server/modules/chat/live-chat.routes.ts';
import { adminLabRoutes } from '#server/modules/catalog/admin-labs.routes.ts';

/**
 * The admin area's API, for admin and support. The admin module owns no table: its routes call the owning modules'
 * services and read models, and each write is checked against domain/permissions.ts and audited in its transaction.
 */
export function adminRoutes(services: Services) {
  return new Hono<AppEnv>()
    .use('*', requireRole('admin', 'support'))
    .get('/me', async (c) => {
      const roles = callerRoles(c);
      const answer: StaffMeResponse = { id: requireUserId(c), roles, permissions: permissionsOf(roles) };
      return c.json(answer);
    })
    .route('/products/analytics', adminProductAnalyticsRoutes(services))
    .route('/orders', adminOrdersRoutes(services))
    .route('/dispatch', adminDispatchRoutes(services))
    .route('/safety', adminSafetyRoutes(services))
    .route('/users', adminUsersRoutes(services))
    .route('/', adminComplianceRoutes(services))
    .route('/risk', adminRiskRoutes(services))
    .route('/', adminCourierRoutes(services))
    .route('/analytics', adminAnalyticsRoutes(services))
    .route('/', adminPartnerRoutes(services))
    .route('/inventory', adminInventoryRoutes(services))
    .route('/coupons', adminCouponRoutes(services))
    .route('/giveaways', adminGiveawaysRoutes(services))
    .route('/import-export', adminImportExportRoutes(services))
    .route('/', adminProductRoutes(services))
    .route('/media', adminMediaRoutes(services))
    .route('/live-chat', adminLiveChatRoutes(services))
    .route('/lab-results', adminLabRoutes(services))
    .route('/', adminSystemRoutes(services));
}
