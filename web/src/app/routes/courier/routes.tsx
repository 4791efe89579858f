import { COURIER_ROOT, paths } from '#web/config/paths.ts';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '#web/components/errors/route-error-boundary.tsx';
import { CustomerErrorScreen } from '#web/components/errors/customer-error-screen.tsx';
import { page } from '#web/lib/lazy-page.tsx';
import { StaffAppLayout } from '#web/components/layout/staff-app-layout.tsx';

const TO_DASHBOARD = <Navigate to="/courier/dashboard" replace />;

/** The courier app's routes: its own shell, the login, and the pages behind the guard, each its own chunk. */
export const courierRoutes: RouteObject[] = [
  {
    path: COURIER_ROOT,
    element: (
      <RouteErrorBoundary screen={<CustomerErrorScreen />}>
        <StaffAppLayout appName="NY Minute Courier" dark />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: TO_DASHBOARD },
      { path: paths.courier.login.path, element: page(() => import('./login.tsx'), 'CourierLoginRoute') },
      {
        element: page(() => import('./guard.tsx'), 'CourierGuardRoute'),
        children: [
          {
            path: paths.courier.dashboard.path,
            element: page(() => import('./dashboard.tsx'), 'CourierDashboardRoute'),
          },
          {
            path: paths.courier.earnings.path,
            element: page(() => import('./earnings.tsx'), 'CourierEarningsRoute'),
          },
          {
            path: paths.courier.history.path,
            element: page(() => import('./history.tsx'), 'CourierHistoryRoute'),
          },
          {
            path: paths.courier.profile.path,
            element: page(() => import('./profile.tsx'), 'CourierProfileRoute'),
          },
          {
            path: paths.courier.incident.path,
            element: page(() => import('./incident.tsx'), 'CourierIncidentRoute'),
          },
        ],
      },
      { path: '*', element: TO_DASHBOARD },
    ],
  },
];

/** The courier app's pages. */
export function CourierRoutes() {
  return useRoutes(courierRoutes);
}
