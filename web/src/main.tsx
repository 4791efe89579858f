import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { renderFailedLoad } from '#web/components/errors/failed-load.ts';
import { AppReady } from './app/app-ready.tsx';
import { ageGateOpen, whenAgeVerified } from '#web/lib/age-gate.ts';
import { installGlobalErrorHandlers } from './app/global-errors.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoutes } from './app/role-routes.tsx';
import './styles/app.css';

function render(root: HTMLElement) {
  // A transition lets React render in small slices, so the first render never blocks input for long.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <AppReady />
        </Providers>
      </StrictMode>,
    );
  });
}

function boot(root: HTMLElement) {
  installGlobalErrorHandlers();
  // The page's chunks first: the server-rendered page stays until the live one can replace it whole. A chunk that
  // fails to load is the route's error screen's to show. Under the age gate a server-rendered page stays as it is
  // until the visitor has answered: nothing under the gate can be used before, so nothing runs for it.
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
