import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '#web/components/errors/route-error-boundary.tsx';
import { AdminErrorScreen } from '#web/features/admin/components/admin-error-screen.tsx';
import { storage } from '#web/lib/storage.ts';
import { page } from '#web/lib/lazy-page.tsx';
import { StaffAppLayout } from '#web/components/layout/staff-app-layout.tsx';
import { ADMIN_ROOT, paths } from '#web/config/paths.ts';
import { AdminNotFound } from './not-found.tsx';

/** Set in the browser (the e2e tests do) to get a page that throws, for checking the error screen. */
export const THROW_ROUTE_FLAG = 'admin_test_throw';
const throwRoute: RouteObject[] =
  import.meta.env.DEV || storage.get(THROW_ROUTE_FLAG) === '1'
    ? [{ path: '__throw', element: page(() => import('./throw.tsx'), 'AdminThrowRoute') }]
    : [];

/** Pages for developers only (every primitive in every state): routed in development builds, never in production. */
const developerRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: paths.admin.buttonTester.path,
        element: page(() => import('./button-tester.tsx'), 'AdminButtonTesterRoute'),
      },
    ]
  : [];

/** The admin console: its own login, and every page behind the staff guard inside the shell. */
export const adminRoutes: RouteObject[] = [
  {
    path: ADMIN_ROOT,
    element: (
      <RouteErrorBoundary screen={<AdminErrorScreen />}>
        <StaffAppLayout appName="NY Minute Admin" />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: paths.admin.login.path, element: page(() => import('./login.tsx'), 'AdminLoginRoute') },
      {
        element: page(() => import('./guard.tsx'), 'AdminGuardRoute'),
        children: [
          {
            element: <RouteErrorBoundary screen={<AdminErrorScreen />} />,
            children: [
              {
                path: paths.admin.dashboard.path,
                element: page(() => import('./dashboard.tsx'), 'AdminDashboardRoute'),
              },
              {
                path: paths.admin.orders.path,
                element: page(() => import('./orders.tsx'), 'AdminOrdersRoute'),
              },
              {
                path: paths.admin.order.path,
                element: page(() => import('./order-detail.tsx'), 'AdminOrderDetailRoute'),
              },
              {
                path: paths.admin.settings.path,
                element: page(() => import('./settings.tsx'), 'AdminSettingsRoute'),
              },
              {
                path: paths.admin.auditLogs.path,
                element: page(() => import('./audit-logs.tsx'), 'AdminAuditLogsRoute'),
              },
              {
                path: paths.admin.notifications.path,
                element: page(() => import('./notifications.tsx'), 'AdminNotificationsRoute'),
              },
              {
                path: paths.admin.search.path,
                element: page(() => import('./search.tsx'), 'AdminSearchRoute'),
              },
              { path: paths.admin.users.path, element: page(() => import('./users.tsx'), 'AdminUsersRoute') },
              {
                path: paths.admin.user.path,
                element: page(() => import('./user-detail.tsx'), 'AdminUserDetailRoute'),
              },
              {
                path: paths.admin.compliance.path,
                element: page(() => import('./compliance.tsx'), 'AdminComplianceRoute'),
              },
              {
                path: paths.admin.ageVerification.path,
                element: page(() => import('./age-verification.tsx'), 'AdminAgeVerificationRoute'),
              },
              {
                path: paths.admin.couriers.path,
                element: page(() => import('./couriers.tsx'), 'AdminCouriersRoute'),
              },
              {
                path: paths.admin.courier.path,
                element: page(() => import('./courier-detail.tsx'), 'AdminCourierDetailRoute'),
              },
              {
                path: paths.admin.courierApplications.path,
                element: page(() => import('./courier-applications.tsx'), 'AdminCourierApplicationsRoute'),
              },
              {
                path: paths.admin.partnerApplications.path,
                element: page(() => import('./partner-applications.tsx'), 'AdminPartnerApplicationsRoute'),
              },
              {
                path: paths.admin.partnerShops.path,
                element: page(() => import('./partner-shops.tsx'), 'AdminPartnerShopsRoute'),
              },
              {
                path: paths.admin.analytics.path,
                element: page(() => import('./analytics.tsx'), 'AdminAnalyticsRoute'),
              },
              {
                path: paths.admin.inventory.path,
                element: page(() => import('./inventory.tsx'), 'AdminInventoryRoute'),
              },
              {
                path: paths.admin.productAnalytics.path,
                element: page(() => import('./product-analytics.tsx'), 'AdminProductAnalyticsRoute'),
              },
              {
                path: paths.admin.products.path,
                element: page(() => import('./products.tsx'), 'AdminProductsRoute'),
              },
              {
                path: paths.admin.newProduct.path,
                element: page(() => import('./product-new.tsx'), 'AdminProductNewRoute'),
              },
              {
                path: paths.admin.editProduct.path,
                element: page(() => import('./product-edit.tsx'), 'AdminProductEditRoute'),
              },
              {
                path: paths.admin.duplicateProduct.path,
                element: page(() => import('./product-duplicate.tsx'), 'AdminProductDuplicateRoute'),
              },
              {
                path: paths.admin.templates.path,
                element: page(() => import('./templates.tsx'), 'AdminTemplatesRoute'),
              },
              { path: paths.admin.media.path, element: page(() => import('./media.tsx'), 'AdminMediaRoute') },
              {
                path: paths.admin.coaManagement.path,
                element: page(() => import('./coa-management.tsx'), 'AdminCoaManagementRoute'),
              },
              {
                path: paths.admin.liveOrders.path,
                element: page(() => import('./live-orders.tsx'), 'AdminLiveOrdersRoute'),
              },
              {
                path: paths.admin.liveMap.path,
                element: page(() => import('./live-map.tsx'), 'AdminLiveMapRoute'),
              },
              {
                path: paths.admin.deliverySafety.path,
                element: page(() => import('./delivery-safety.tsx'), 'AdminDeliverySafetyRoute'),
              },
              {
                path: paths.admin.incident.path,
                element: page(() => import('./delivery-safety-incident.tsx'), 'AdminIncidentRoute'),
              },
              {
                path: paths.admin.riskFactors.path,
                element: page(() => import('./risk-factors.tsx'), 'AdminRiskFactorsRoute'),
              },
              {
                path: paths.admin.liveChat.path,
                element: page(() => import('./live-chat.tsx'), 'AdminLiveChatRoute'),
              },
              {
                path: paths.admin.coupons.path,
                element: page(() => import('./coupons.tsx'), 'AdminCouponsRoute'),
              },
              {
                path: paths.admin.giveaway.path,
                element: page(() => import('./giveaway.tsx'), 'AdminGiveawayRoute'),
              },
              {
                path: paths.admin.giveaways.path,
                element: page(() => import('./giveaways.tsx'), 'AdminGiveawaysRoute'),
              },
              {
                path: paths.admin.newGiveaway.path,
                element: page(() => import('./giveaway-new.tsx'), 'AdminGiveawayNewRoute'),
              },
              {
                path: paths.admin.giveawayEntrants.path,
                element: page(() => import('./giveaways-manage.tsx'), 'AdminGiveawaysManageRoute'),
              },
              {
                path: paths.admin.editGiveaway.path,
                element: page(() => import('./giveaway-edit.tsx'), 'AdminGiveawayEditRoute'),
              },
              {
                path: paths.admin.giveawayAnalytics.path,
                element: page(() => import('./giveaway-analytics.tsx'), 'AdminGiveawayAnalyticsRoute'),
              },
              {
                path: paths.admin.giveawayWinners.path,
                element: page(() => import('./giveaway-winners.tsx'), 'AdminGiveawayWinnersRoute'),
              },
              {
                path: paths.admin.newCoupon.path,
                element: page(() => import('./coupon-create.tsx'), 'AdminCouponCreateRoute'),
              },
              {
                path: paths.admin.editCoupon.path,
                element: page(() => import('./coupon-edit.tsx'), 'AdminCouponEditRoute'),
              },
              {
                path: paths.admin.importExport.path,
                element: page(() => import('./import-export.tsx'), 'AdminImportExportRoute'),
              },
              ...developerRoutes,
              ...throwRoute,
              { path: '*', element: <AdminNotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The admin app's pages. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
