import { Hono } from 'hono';
import type { StaffMeResponse } from '#domain/account/staff-response.ts';
import { DashboardQuerySchema, type DashboardResponse } from '#domain/admin/dashboard.ts';
import { AdminSearchQuerySchema, type AdminSearchResponse } from '#domain/admin/search.ts';
import { permissionsOf } from '#domain/permissions.ts';
import { callerRoles, requireUserId, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { requireRole } from '#server/http/middleware/require-role.ts';
import { queryOf } from '#server/http/validate.ts';
import { adminAnalyticsRoutes } from '#server/modules/analytics/admin-analytics.routes.ts';
import { adminAuditRoutes } from '#server/modules/audit/admin-audit.routes.ts';
import { adminImportExportRoutes } from '#server/modules/catalog/admin-import.routes.ts';
import { adminInventoryRoutes } from '#server/modules/catalog/admin-inventory.routes.ts';
import { adminLabRoutes } from '#server/modules/catalog/admin-labs.routes.ts';
import { adminProductAnalyticsRoutes } from '#server/modules/catalog/admin-product-analytics.routes.ts';
import { adminProductRoutes } from '#server/modules/catalog/admin-products.routes.ts';
import { adminLiveChatRoutes } from '#server/modules/chat/admin-live-chat.routes.ts';
import { adminComplianceRoutes } from '#server/modules/compliance/admin-compliance.routes.ts';
import { adminCourierRoutes } from '#server/modules/couriers/admin-couriers.routes.ts';
import { adminDispatchRoutes } from '#server/modules/couriers/admin-dispatch.routes.ts';
import { adminSafetyRoutes } from '#server/modules/couriers/admin-safety.routes.ts';
import { adminGiveawayRoutes } from '#server/modules/giveaways/admin-giveaways.routes.ts';
import { adminDrawRoutes } from '#server/modules/giveaways/admin-draw.routes.ts';
import { adminMediaRoutes } from '#server/modules/media/admin-media.routes.ts';
import { adminPartnerRoutes } from '#server/modules/merchants/admin-partners.routes.ts';
import { adminOutboxRoutes } from '#server/modules/notifications/admin-outbox.routes.ts';
import { adminCouponRoutes } from '#server/modules/orders/admin-coupons.routes.ts';
import { adminOrdersRoutes } from '#server/modules/orders/admin-orders.routes.ts';
import { adminRiskRoutes } from '#server/modules/orders/admin-risk.routes.ts';
import { adminSettingsRoutes } from '#server/modules/settings/admin-settings.routes.ts';
import { adminUsersRoutes } from '#server/modules/users/admin-users.routes.ts';

/**
 * `/api/admin`, for admin and support: each staff endpoint lives in the module that owns its data
 * (`<module>/admin-<part>.routes.ts`) and is mounted here. The admin module owns no table; it keeps only `/me` and
 * the two cross-module views, the dashboard and the search, built in server/create-services.ts from the owners' services.
 */
export function adminRoutes(services: Services) {
  const { admin } = services;
  const readsOrders = requirePermission('orders:read:any');
  return (
    new Hono<AppEnv>()
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
      // The draw and winners first: their paths are the more specific.
      .route('/giveaways', adminDrawRoutes(services))
      .route('/giveaways', adminGiveawayRoutes(services))
      .route('/import-export', adminImportExportRoutes(services))
      .route('/', adminProductRoutes(services))
      .route('/media', adminMediaRoutes(services))
      .route('/live-chat', adminLiveChatRoutes(services))
      .route('/lab-results', adminLabRoutes(services))
      .route('/settings', adminSettingsRoutes(services))
      .route('/audit-logs', adminAuditRoutes(services))
      .route('/notifications', adminOutboxRoutes(services))
      .get('/dashboard', readsOrders, async (c) => {
        const { period } = queryOf(c, DashboardQuerySchema);
        const answer: DashboardResponse = await admin.dashboard(period);
        return c.json(answer);
      })
      .get('/search', readsOrders, async (c) => {
        const { q } = queryOf(c, AdminSearchQuerySchema);
        const answer: AdminSearchResponse = await admin.search(q);
        return c.json(answer);
      })
  );
}
