import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '#web/components/ui/lazy-toaster.tsx';
import { HydrationProvider } from '#web/lib/hydrated.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { useTheme } from '#web/lib/theme.ts';
import type { InitialQuery } from '#domain/rendered-pages.ts';
import { readInitialData, seedQueries } from './initial-data.ts';

interface ProvidersProps {
  children: ReactNode;
  /** Data to start from: given when rendering on the server, else what the server put into the page. */
  initialData?: InitialQuery[];
  /** Rendering on the server, or hydrating what it rendered: the first render must be the server's. */
  hydrating?: boolean;
}

export function Providers({ hydrating = false, ...props }: ProvidersProps) {
  return (
    <HydrationProvider hydrating={hydrating}>
      <AppProviders {...props} />
    </HydrationProvider>
  );
}

function AppProviders({ children, initialData }: Omit<ProvidersProps, 'hydrating'>) {
  const [queryClient] = useState(() => seedQueries(createQueryClient(), initialData ?? readInitialData()));
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* On a phone, a role app moves toasts below its top bar (--toast-top-phone), off its menu and search. */}
      <LazyToaster
        theme={theme}
        position="top-center"
        richColors
        closeButton
        offset={72}
        mobileOffset={{ top: 'var(--toast-top-phone, 16px)' }}
      />
    </QueryClientProvider>
  );
}
