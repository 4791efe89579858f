import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '#web/components/errors/route-error-boundary.tsx';
import { AdminErrorScreen } from '#web/features/admin/components/admin-error-screen.tsx';
import { storage } from '#web/lib/storage.ts';
import { page } from '#web/lib/lazy-page.tsx';
import { StaffAppLayout } from '#web/components/layout/staff-app-layout.tsx';
import { AdminNotFound } from './not-found.tsx';

/** Set in the browser (the e2e tests do) to get a page that throws, for checking the error screen. */
export const THROW_ROUTE_FLAG = 'admin_test_throw';
const throwRoute: RouteObject[] =
  import.meta.env.DEV || storage.get(THROW_ROUTE_FLAG) === '1'
    ? [{ path: '__throw', element: page(() => import('./throw.tsx'), 'AdminThrowRoute') }]
    : [];

/** The admin console: its own login, and every page behind the staff guard inside the shell. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: (
      <RouteErrorBoundary screen={<AdminErrorScreen />}>
        <StaffAppLayout appName="NY Minute Admin" />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'login', element: page(() => import('./login.tsx'), 'AdminLoginRoute') },
      {
        element: page(() => import('./guard.tsx'), 'AdminGuardRoute'),
        children: [
          {
            element: <RouteErrorBoundary screen={<AdminErrorScreen />} />,
            children: [
              { path: 'dashboard', element: page(() => import('./dashboard.tsx'), 'AdminDashboardRoute') },
              { path: 'orders', element: page(() => import('./orders.tsx'), 'AdminOrdersRoute') },
              {
                path: 'orders/:id',
                element: page(() => import('./order-detail.tsx'), 'AdminOrderDetailRoute'),
              },
              { path: 'settings', element: page(() => import('./settings.tsx'), 'AdminSettingsRoute') },
              { path: 'audit-logs', element: page(() => import('./audit-logs.tsx'), 'AdminAuditLogsRoute') },
              {
                path: 'notifications',
                element: page(() => import('./notifications.tsx'), 'AdminNotificationsRoute'),
              },
              { path: 'search', element: page(() => import('./search.tsx'), 'AdminSearchRoute') },
              { path: 'users', element: page(() => import('./users.tsx'), 'AdminUsersRoute') },
              { path: 'users/:id', element: page(() => import('./user-detail.tsx'), 'AdminUserDetailRoute') },
              { path: 'compliance', element: page(() => import('./compliance.tsx'), 'AdminComplianceRoute') },
              {
                path: 'age-verification',
                element: page(() => import('./age-verification.tsx'), 'AdminAgeVerificationRoute'),
              },
              { path: 'couriers', element: page(() => import('./couriers.tsx'), 'AdminCouriersRoute') },
              {
                path: 'couriers/:id',
                element: page(() => import('./courier-detail.tsx'), 'AdminCourierDetailRoute'),
              },
              {
                path: 'courier-applications',
                element: page(() => import('./courier-applications.tsx'), 'AdminCourierApplicationsRoute'),
              },
              {
                path: 'partner-applications',
                element: page(() => import('./partner-applications.tsx'), 'AdminPartnerApplicationsRoute'),
              },
              {
                path: 'partner-shops',
                element: page(() => import('./partner-shops.tsx'), 'AdminPartnerShopsRoute'),
              },
              { path: 'analytics', element: page(() => import('./analytics.tsx'), 'AdminAnalyticsRoute') },
              { path: 'inventory', element: page(() => import('./inventory.tsx'), 'AdminInventoryRoute') },
              {
                path: 'products/analytics',
                element: page(() => import('./product-analytics.tsx'), 'AdminProductAnalyticsRoute'),
              },
              { path: 'products', element: page(() => import('./products.tsx'), 'AdminProductsRoute') },
              {
                path: 'products/new',
                element: page(() => import('./product-new.tsx'), 'AdminProductNewRoute'),
              },
              {
                path: 'products/:id/edit',
                element: page(() => import('./product-edit.tsx'), 'AdminProductEditRoute'),
              },
              {
                path: 'products/:id/duplicate',
                element: page(() => import('./product-duplicate.tsx'), 'AdminProductDuplicateRoute'),
              },
              { path: 'templates', element: page(() => import('./templates.tsx'), 'AdminTemplatesRoute') },
              { path: 'media', element: page(() => import('./media.tsx'), 'AdminMediaRoute') },
              {
                path: 'coa-management',
                element: page(() => import('./coa-management.tsx'), 'AdminCoaManagementRoute'),
              },
              {
                path: 'live-orders',
                element: page(() => import('./live-orders.tsx'), 'AdminLiveOrdersRoute'),
              },
              { path: 'live-map', element: page(() => import('./live-map.tsx'), 'AdminLiveMapRoute') },
              {
                path: 'delivery-safety',
                element: page(() => import('./delivery-safety.tsx'), 'AdminDeliverySafetyRoute'),
              },
              {
                path: 'delivery-safety/:id',
                element: page(() => import('./delivery-safety-incident.tsx'), 'AdminIncidentRoute'),
              },
              {
                path: 'risk-factors',
                element: page(() => import('./risk-factors.tsx'), 'AdminRiskFactorsRoute'),
              },
              { path: 'live-chat', element: page(() => import('./live-chat.tsx'), 'AdminLiveChatRoute') },
              { path: 'coupons', element: page(() => import('./coupons.tsx'), 'AdminCouponsRoute') },
              { path: 'giveaway', element: page(() => import('./giveaway.tsx'), 'AdminGiveawayRoute') },
              { path: 'giveaways', element: page(() => import('./giveaways.tsx'), 'AdminGiveawaysRoute') },
              {
                path: 'giveaways/new',
                element: page(() => import('./giveaway-new.tsx'), 'AdminGiveawayNewRoute'),
              },
              {
                path: 'giveaways/manage',
                element: page(() => import('./giveaways-manage.tsx'), 'AdminGiveawaysManageRoute'),
              },
              {
                path: 'giveaways/:id/edit',
                element: page(() => import('./giveaway-edit.tsx'), 'AdminGiveawayEditRoute'),
              },
              {
                path: 'giveaways/:id/analytics',
                element: page(() => import('./giveaway-analytics.tsx'), 'AdminGiveawayAnalyticsRoute'),
              },
              {
                path: 'giveaways/:id/winners',
                element: page(() => import('./giveaway-winners.tsx'), 'AdminGiveawayWinnersRoute'),
              },
              {
                path: 'coupons/create',
                element: page(() => import('./coupon-create.tsx'), 'AdminCouponCreateRoute'),
              },
              {
                path: 'coupons/:id/edit',
                element: page(() => import('./coupon-edit.tsx'), 'AdminCouponEditRoute'),
              },
              {
                path: 'import-export',
                element: page(() => import('./import-export.tsx'), 'AdminImportExportRoute'),
              },
              {
                path: 'button-tester',
                element: page(() => import('./button-tester.tsx'), 'AdminButtonTesterRoute'),
              },
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
