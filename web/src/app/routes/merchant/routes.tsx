import { Navigate, type RouteObject } from 'react-router';
import { CustomerErrorScreen } from '#web/components/errors/customer-error-screen.tsx';
import { page } from '../../lazy-page.ts';
import { MerchantLayout } from './layout.tsx';

const TO_DASHBOARD = <Navigate to="/merchant/dashboard" replace />;

/** The partner shop portal: every page behind the guard (which signs in on the spot), each its own chunk. */
export const merchantRoutes: RouteObject[] = [
  {
    path: '/merchant',
    element: <MerchantLayout />,
    errorElement: <CustomerErrorScreen />,
    children: [
      { index: true, element: TO_DASHBOARD },
      {
        lazy: page(() => import('./guard.tsx'), 'MerchantGuardRoute'),
        children: [
          { path: 'dashboard', lazy: page(() => import('./dashboard.tsx'), 'MerchantDashboardRoute') },
          { path: 'products', lazy: page(() => import('./products.tsx'), 'MerchantProductsRoute') },
          { path: 'settings', lazy: page(() => import('./settings.tsx'), 'MerchantSettingsRoute') },
        ],
      },
      { path: '*', element: TO_DASHBOARD },
    ],
  },
];
