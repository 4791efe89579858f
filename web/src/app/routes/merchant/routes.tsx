import { Navigate, type RouteObject } from 'react-router';
import { CustomerErrorScreen } from '#web/components/errors/customer-error-screen.tsx';
import { page } from '../../lazy-page.ts';
import { StaffAppLayout } from '#web/components/layout/staff-app-layout.tsx';

const TO_DASHBOARD = <Navigate to="/merchant/dashboard" replace />;

/** The partner shop portal: every page behind the guard (which signs in on the spot), each its own chunk. */
export const merchantRoutes: RouteObject[] = [
  {
    path: '/merchant',
    element: <StaffAppLayout />,
    errorElement: <CustomerErrorScreen />,
    children: [
      { index: true, element: TO_DASHBOARD },
      {
        lazy: page(() => import('./guard.tsx'), 'MerchantGuardRoute'),
        children: [
          { path: 'dashboard', lazy: page(() => import('./dashboard.tsx'), 'MerchantDashboardRoute') },
          { path: 'reports', lazy: page(() => import('./reports.tsx'), 'MerchantReportsRoute') },
          { path: 'staff', lazy: page(() => import('./staff.tsx'), 'MerchantStaffRoute') },
          {
            path: 'orders/:id/pick-list',
            lazy: page(() => import('./pick-list.tsx'), 'MerchantPickListRoute'),
          },
          { path: 'products', lazy: page(() => import('./products.tsx'), 'MerchantProductsRoute') },
          { path: 'settings', lazy: page(() => import('./settings.tsx'), 'MerchantSettingsRoute') },
        ],
      },
      { path: '*', element: TO_DASHBOARD },
    ],
  },
];
