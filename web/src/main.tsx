import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { renderFailedLoad } from '#web/components/errors/failed-load.ts';
import { AppReady } from './app/app-ready.tsx';
import { installGlobalErrorHandlers } from './app/global-errors.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import './styles/app.css';

function boot(root: HTMLElement) {
  installGlobalErrorHandlers();
  // A transition lets React render in small slices, so the first render never blocks input for long.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
          <AppReady />
        </Providers>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) {
  renderFailedLoad('The page is missing its #root element.');
} else {
  boot(root);
}
