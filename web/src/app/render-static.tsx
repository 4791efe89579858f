import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { InitialQuery } from '#domain/rendered-pages.ts';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

export { RENDERED_END, RENDERED_START } from '#domain/rendered-pages.ts';

const ORIGIN = 'http://localhost';
const handler = createStaticHandler(routes);

/**
 * The first screen of `path` as static markup (no hydration: the app renders its own in its place), with the
 * query cache holding `initialData`. Head tags and scripts are removed: the page's head has its own.
 */
export async function renderStatic(path: string, initialData: InitialQuery[] = []): Promise<string> {
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`render: unexpected redirect for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers initialData={initialData}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  )
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<(meta|link)\b[^>]*>/g, '');
}
