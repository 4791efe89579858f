import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '#web/components/ui/lazy-toaster.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { useTheme } from '#web/lib/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster theme={theme} position="top-center" richColors closeButton offset={72} />
    </QueryClientProvider>
  );
}
