import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { renderFailedLoad } from '#web/components/errors/failed-load.ts';
import { installGlobalErrorHandlers } from './app/global-errors.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) {
  renderFailedLoad('The page is missing its #root element.');
} else {
  installGlobalErrorHandlers();
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
