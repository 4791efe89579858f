import { MERCHANT_ROOT, paths } from '#web/config/paths.ts';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '#web/components/errors/route-error-boundary.tsx';
import { CustomerErrorScreen } from '#web/components/errors/customer-error-screen.tsx';
import { page } from '#web/lib/lazy-page.tsx';
import { StaffAppLayout } from '#web/components/layout/staff-app-layout.tsx';

const TO_DASHBOARD = <Navigate to="/merchant/dashboard" replace />;

/** The partner shop portal: every page behind the guard (which signs in on the spot), each its own chunk. */
export const merchantRoutes: RouteObject[] = [
  {
    path: MERCHANT_ROOT,
    element: (
      <RouteErrorBoundary screen={<CustomerErrorScreen />}>
        <StaffAppLayout appName="NY Minute Partner" />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: TO_DASHBOARD },
      {
        element: page(() => import('./guard.tsx'), 'MerchantGuardRoute'),
        children: [
          {
            path: paths.merchant.dashboard.path,
            element: page(() => import('./dashboard.tsx'), 'MerchantDashboardRoute'),
          },
          {
            path: paths.merchant.reports.path,
            element: page(() => import('./reports.tsx'), 'MerchantReportsRoute'),
          },
          {
            path: paths.merchant.staff.path,
            element: page(() => import('./staff.tsx'), 'MerchantStaffRoute'),
          },
          {
            path: paths.merchant.pickList.path,
            element: page(() => import('./pick-list.tsx'), 'MerchantPickListRoute'),
          },
          {
            path: paths.merchant.products.path,
            element: page(() => import('./products.tsx'), 'MerchantProductsRoute'),
          },
          {
            path: paths.merchant.settings.path,
            element: page(() => import('./settings.tsx'), 'MerchantSettingsRoute'),
          },
        ],
      },
      { path: '*', element: TO_DASHBOARD },
    ],
  },
];

/** The merchant app's pages. */
export function MerchantRoutes() {
  return useRoutes(merchantRoutes);
}
