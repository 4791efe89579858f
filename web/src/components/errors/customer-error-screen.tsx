import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useRouteError } from './route-error-boundary.tsx';
import { logClientError } from '#web/lib/error-log.ts';
import { trackError } from '#web/lib/error-event.ts';

export function CustomerErrorView({ error }: { error: unknown }) {
  const [open, setOpen] = useState(false);
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => {
    logClientError({
      type: 'error',
      message,
      stack: error instanceof Error ? error.stack : undefined,
      component: 'CustomerErrorBoundary',
    });
    trackError('boundary', error);
  }, [error, message]);
  return (
    <section
      role="alert"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      <h1 className="font-display text-3xl">Oops! Something went wrong</h1>
      <p className="mt-3 max-w-md text-muted">
        We encountered an unexpected error. Don&apos;t worry, your data is safe.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => location.reload()}>Reload</Button>
        <Button variant="outline" onClick={() => location.assign('/')}>
          Go Home
        </Button>
      </div>
      <div className="mt-8 w-full max-w-lg text-left">
        <button
          type="button"
          className="text-sm text-muted underline underline-offset-4"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Error details
        </button>
        {open && (
          <pre className="mt-3 max-h-60 overflow-auto rounded-xl bg-surface-2 p-4 text-xs whitespace-pre-wrap">
            {message}
          </pre>
        )}
      </div>
    </section>
  );
}

/** Route error element for the customer area. */
export function CustomerErrorScreen() {
  const { error } = useRouteError();
  return <CustomerErrorView error={error} />;
}
