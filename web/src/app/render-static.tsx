import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { InitialQuery } from '#domain/rendered-pages.ts';
import { Providers } from './providers.tsx';
import { preloadRoutes } from './role-routes.tsx';
import { ShopRoutes } from './routes.tsx';

export { RENDERED_END, RENDERED_START } from '#domain/rendered-pages.ts';

/**
 * The first screen of `path` as markup the app hydrates, with the
 * query cache holding `initialData`. Head tags and scripts are removed: the page's head has its own.
 */
export async function renderStatic(path: string, initialData: InitialQuery[] = []): Promise<string> {
  const url = new URL(path, 'http://localhost');
  await preloadRoutes(url.pathname);
  return renderToString(
    <Providers initialData={initialData} hydrating>
      <StaticRouter location={url.pathname + url.search}>
        <ShopRoutes />
      </StaticRouter>
    </Providers>,
  )
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<(meta|link)\b[^>]*>/g, '');
}
