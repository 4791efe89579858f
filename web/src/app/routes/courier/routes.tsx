import { Navigate, type RouteObject } from 'react-router';
import { CustomerErrorScreen } from '#web/components/errors/customer-error-screen.tsx';
import { page } from '../../lazy-page.ts';
import { CourierLayout } from './layout.tsx';

const TO_DASHBOARD = <Navigate to="/courier/dashboard" replace />;

/** The courier app's routes: its own shell, the login, and the pages behind the guard, each its own chunk. */
export const courierRoutes: RouteObject[] = [
  {
    path: '/courier',
    element: <CourierLayout />,
    errorElement: <CustomerErrorScreen />,
    children: [
      { index: true, element: TO_DASHBOARD },
      { path: 'login', lazy: page(() => import('./login.tsx'), 'CourierLoginRoute') },
      {
        lazy: page(() => import('./guard.tsx'), 'CourierGuardRoute'),
        children: [
          { path: 'dashboard', lazy: page(() => import('./dashboard.tsx'), 'CourierDashboardRoute') },
          { path: 'earnings', lazy: page(() => import('./earnings.tsx'), 'CourierEarningsRoute') },
          { path: 'history', lazy: page(() => import('./history.tsx'), 'CourierHistoryRoute') },
          { path: 'profile', lazy: page(() => import('./profile.tsx'), 'CourierProfileRoute') },
          { path: 'incident', lazy: page(() => import('./incident.tsx'), 'CourierIncidentRoute') },
        ],
      },
      { path: '*', element: TO_DASHBOARD },
    ],
  },
];
