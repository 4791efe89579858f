import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { CustomerErrorScreen } from '#web/components/errors/customer-error-screen.tsx';
import { RouteErrorBoundary } from '#web/components/errors/route-error-boundary.tsx';
import { preloadPage } from '#web/lib/lazy-page.tsx';
import { routes, ShopRoutes } from './routes.tsx';

interface RoleTree {
  Routes: ComponentType;
  routes: RouteObject[];
}

function roleTree(path: RegExp, load: () => Promise<RoleTree>) {
  return { path, load, Routes: lazy(() => load().then((tree) => ({ default: tree.Routes }))) };
}

/** Role apps are whole route trees of their own chunks, loaded on the first visit under their path. */
const ROLE_TREES = [
  roleTree(/^\/courier(\/|$)/, () =>
    import('./routes/courier/routes.tsx').then((m) => ({ Routes: m.CourierRoutes, routes: m.courierRoutes })),
  ),
  roleTree(/^\/admin(\/|$)/, () =>
    import('./routes/admin/routes.tsx').then((m) => ({ Routes: m.AdminRoutes, routes: m.adminRoutes })),
  ),
  roleTree(/^\/merchant(\/|$)/, () =>
    import('./routes/merchant/routes.tsx').then((m) => ({
      Routes: m.MerchantRoutes,
      routes: m.merchantRoutes,
    })),
  ),
];

const roleOf = (pathname: string) => ROLE_TREES.find((t) => t.path.test(pathname));

/**
 * Loads the chunks of the pages `pathname` shows (its role app's tree first), so the first render shows the page
 * itself and the server-rendered markup stays on screen until then.
 */
export async function preloadRoutes(pathname: string): Promise<void> {
  const role = roleOf(pathname);
  const tree = role ? (await role.load()).routes : routes;
  await Promise.all((matchRoutes(tree, pathname) ?? []).map((match) => preloadPage(match.route.element)));
}

/** The storefront, or the courier, admin or merchant app when the path is theirs: the entry carries only this. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const role = roleOf(pathname);
  if (!role) return <ShopRoutes />;
  return (
    <RouteErrorBoundary screen={<CustomerErrorScreen />}>
      <Suspense fallback={null}>
        <role.Routes />
      </Suspense>
    </RouteErrorBoundary>
  );
}
