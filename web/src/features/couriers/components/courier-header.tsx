import { Lock } from 'lucide-react';
import type { CourierView } from '#domain/couriers/views.ts';
import { useLockApp } from '../api/lock-app.ts';
import { CourierBrand } from './courier-brand.tsx';
import { CourierNav } from './courier-nav.tsx';
import { ReportIncidentLink } from './report-incident-link.tsx';

export function CourierHeader({ courier }: { courier: CourierView }) {
  const lock = useLockApp();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="container-page flex h-16 max-w-6xl items-center gap-2">
        <CourierBrand />
        <CourierNav variant="header" />
        <div className="ml-auto flex items-center gap-2">
          <span
            className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-xs font-medium text-muted"
            data-testid="courier-presence"
          >
            <span
              aria-hidden
              className={`h-2 w-2 rounded-full ${courier.isOnline ? 'animate-pulse bg-success' : 'bg-muted'}`}
            />
            {courier.isOnline ? 'Online' : 'Offline'}
          </span>
          <ReportIncidentLink compact />
          <button
            type="button"
            onClick={() => lock.mutate()}
            aria-label="Lock the app"
            className="flex h-11 w-11 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-foreground"
          >
            <Lock className="h-4 w-4" aria-hidden />
          </button>
        </div>
      </div>
    </header>
  );
}
