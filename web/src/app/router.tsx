import { createBrowserRouter } from 'react-router';
import { discoverRoutes, routes } from './routes.tsx';

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
