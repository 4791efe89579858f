import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RENDERED_END, RENDERED_START } from '#domain/rendered-pages.ts';
import { renderFailedLoad } from '#web/components/errors/failed-load.ts';
import { ageGateOpen, whenAgeVerified } from '#web/lib/age-gate.ts';
import { AppReady } from './app/app-ready.tsx';
import { installGlobalErrorHandlers } from './app/global-errors.ts';
import { reportHydrationMismatch } from './app/hydration.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoutes } from './app/role-routes.tsx';
import './styles/app.css';

const app = (hydrating: boolean) => (
  <StrictMode>
    <Providers hydrating={hydrating}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <AppReady />
    </Providers>
  </StrictMode>
);

const isMarker = (node: Node) =>
  node.nodeType === Node.COMMENT_NODE && [RENDERED_START, RENDERED_END].includes(`<!--${node.nodeValue}-->`);

/**
 * A page the server rendered is hydrated: the live app takes over the DOM on screen instead of drawing it again, so
 * nothing is laid out twice and the largest paint stays the first one. Any other page (the shell) is rendered.
 */
function render(root: HTMLElement) {
  const markers = [...root.childNodes].filter(isMarker);
  // A transition lets React work in small slices, so the first render (or hydration) never blocks input for long.
  startTransition(() => {
    if (!markers.length) return createRoot(root).render(app(false));
    for (const marker of markers) marker.remove();
    hydrateRoot(root, app(true), { onRecoverableError: reportHydrationMismatch });
  });
}

function boot(root: HTMLElement) {
  installGlobalErrorHandlers();
  // The page's chunks first: a server-rendered page can only be hydrated once every page on it has its code. A chunk
  // that fails to load is the route's error screen's to show. Under the age gate a server-rendered page stays as it
  // is until the visitor has answered: nothing under the gate can be used before, so nothing runs for it.
  const page = preloadRoutes(location.pathname).catch(() => undefined);
  const gate = root.hasChildNodes() && ageGateOpen() ? whenAgeVerified() : undefined;
  void Promise.all([page, gate]).then(() => render(root));
}

const root = document.getElementById('root');
if (!root) {
  renderFailedLoad('The page is missing its #root element.');
} else {
  boot(root);
}
