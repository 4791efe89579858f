import { Navigate, type RouteObject } from 'react-router';
import { AdminErrorScreen } from '#web/features/admin/components/admin-error-screen.tsx';
import { storage } from '#web/lib/storage.ts';
import { page } from '../../lazy-page.ts';
import { StaffAppLayout } from '#web/components/layout/staff-app-layout.tsx';
import { AdminNotFound } from './not-found.tsx';

/** Set in the browser (the e2e tests do) to get a page that throws, for checking the error screen. */
export const THROW_ROUTE_FLAG = 'admin_test_throw';
const throwRoute: RouteObject[] =
  import.meta.env.DEV || storage.get(THROW_ROUTE_FLAG) === '1'
    ? [{ path: '__throw', lazy: page(() => import('./throw.tsx'), 'AdminThrowRoute') }]
    : [];

/** The admin console: its own login, and every page behind the staff guard inside the shell. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: <StaffAppLayout />,
    errorElement: <AdminErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'login', lazy: page(() => import('./login.tsx'), 'AdminLoginRoute') },
      {
        lazy: page(() => import('./guard.tsx'), 'AdminGuardRoute'),
        children: [
          {
            errorElement: <AdminErrorScreen />,
            children: [
              { path: 'dashboard', lazy: page(() => import('./dashboard.tsx'), 'AdminDashboardRoute') },
              { path: 'orders', lazy: page(() => import('./orders.tsx'), 'AdminOrdersRoute') },
              {
                path: 'orders/:id',
                lazy: page(() => import('./order-detail.tsx'), 'AdminOrderDetailRoute'),
              },
              { path: 'settings', lazy: page(() => import('./settings.tsx'), 'AdminSettingsRoute') },
              { path: 'audit-logs', lazy: page(() => import('./audit-logs.tsx'), 'AdminAuditLogsRoute') },
              {
                path: 'notifications',
                lazy: page(() => import('./notifications.tsx'), 'AdminNotificationsRoute'),
              },
              { path: 'search', lazy: page(() => import('./search.tsx'), 'AdminSearchRoute') },
              { path: 'users', lazy: page(() => import('./users.tsx'), 'AdminUsersRoute') },
              { path: 'users/:id', lazy: page(() => import('./user-detail.tsx'), 'AdminUserDetailRoute') },
              { path: 'compliance', lazy: page(() => import('./compliance.tsx'), 'AdminComplianceRoute') },
              {
                path: 'age-verification',
                lazy: page(() => import('./age-verification.tsx'), 'AdminAgeVerificationRoute'),
              },
              { path: 'couriers', lazy: page(() => import('./couriers.tsx'), 'AdminCouriersRoute') },
              {
                path: 'couriers/:id',
                lazy: page(() => import('./courier-detail.tsx'), 'AdminCourierDetailRoute'),
              },
              {
                path: 'courier-applications',
                lazy: page(() => import('./courier-applications.tsx'), 'AdminCourierApplicationsRoute'),
              },
              {
                path: 'partner-applications',
                lazy: page(() => import('./partner-applications.tsx'), 'AdminPartnerApplicationsRoute'),
              },
              {
                path: 'partner-shops',
                lazy: page(() => import('./partner-shops.tsx'), 'AdminPartnerShopsRoute'),
              },
              { path: 'analytics', lazy: page(() => import('./analytics.tsx'), 'AdminAnalyticsRoute') },
              { path: 'inventory', lazy: page(() => import('./inventory.tsx'), 'AdminInventoryRoute') },
              {
                path: 'products/analytics',
                lazy: page(() => import('./product-analytics.tsx'), 'AdminProductAnalyticsRoute'),
              },
              { path: 'products', lazy: page(() => import('./products.tsx'), 'AdminProductsRoute') },
              { path: 'products/new', lazy: page(() => import('./product-new.tsx'), 'AdminProductNewRoute') },
              {
                path: 'products/:id/edit',
                lazy: page(() => import('./product-edit.tsx'), 'AdminProductEditRoute'),
              },
              {
                path: 'products/:id/duplicate',
                lazy: page(() => import('./product-duplicate.tsx'), 'AdminProductDuplicateRoute'),
              },
              { path: 'templates', lazy: page(() => import('./templates.tsx'), 'AdminTemplatesRoute') },
              { path: 'media', lazy: page(() => import('./media.tsx'), 'AdminMediaRoute') },
              {
                path: 'coa-management',
                lazy: page(() => import('./coa-management.tsx'), 'AdminCoaManagementRoute'),
              },
              { path: 'live-orders', lazy: page(() => import('./live-orders.tsx'), 'AdminLiveOrdersRoute') },
              { path: 'live-map', lazy: page(() => import('./live-map.tsx'), 'AdminLiveMapRoute') },
              {
                path: 'delivery-safety',
                lazy: page(() => import('./delivery-safety.tsx'), 'AdminDeliverySafetyRoute'),
              },
              {
                path: 'delivery-safety/:id',
                lazy: page(() => import('./delivery-safety-incident.tsx'), 'AdminIncidentRoute'),
              },
              {
                path: 'risk-factors',
                lazy: page(() => import('./risk-factors.tsx'), 'AdminRiskFactorsRoute'),
              },
              { path: 'live-chat', lazy: page(() => import('./live-chat.tsx'), 'AdminLiveChatRoute') },
              { path: 'coupons', lazy: page(() => import('./coupons.tsx'), 'AdminCouponsRoute') },
              { path: 'giveaway', lazy: page(() => import('./giveaway.tsx'), 'AdminGiveawayRoute') },
              { path: 'giveaways', lazy: page(() => import('./giveaways.tsx'), 'AdminGiveawaysRoute') },
              {
                path: 'giveaways/new',
                lazy: page(() => import('./giveaway-new.tsx'), 'AdminGiveawayNewRoute'),
              },
              {
                path: 'giveaways/manage',
                lazy: page(() => import('./giveaways-manage.tsx'), 'AdminGiveawaysManageRoute'),
              },
              {
                path: 'giveaways/:id/edit',
                lazy: page(() => import('./giveaway-edit.tsx'), 'AdminGiveawayEditRoute'),
              },
              {
                path: 'giveaways/:id/analytics',
                lazy: page(() => import('./giveaway-analytics.tsx'), 'AdminGiveawayAnalyticsRoute'),
              },
              {
                path: 'giveaways/:id/winners',
                lazy: page(() => import('./giveaway-winners.tsx'), 'AdminGiveawayWinnersRoute'),
              },
              {
                path: 'coupons/create',
                lazy: page(() => import('./coupon-create.tsx'), 'AdminCouponCreateRoute'),
              },
              {
                path: 'coupons/:id/edit',
                lazy: page(() => import('./coupon-edit.tsx'), 'AdminCouponEditRoute'),
              },
              {
                path: 'import-export',
                lazy: page(() => import('./import-export.tsx'), 'AdminImportExportRoute'),
              },
              {
                path: 'button-tester',
                lazy: page(() => import('./button-tester.tsx'), 'AdminButtonTesterRoute'),
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
