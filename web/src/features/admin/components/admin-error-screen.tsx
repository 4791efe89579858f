import { useEffect } from 'react';
import { Link } from 'react-router';
import { useRouteError } from '#web/components/errors/route-error-boundary.tsx';
import { ADMIN_MESSAGES } from '#domain/admin/shell-messages.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { logClientError } from '#web/lib/error-log.ts';

export function AdminErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => {
    logClientError(
      {
        type: 'error',
        message,
        stack: error instanceof Error ? error.stack : undefined,
        component: 'AdminErrorBoundary',
      },
      { admin: true },
    );
  }, [error, message]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <h1 className="font-display text-3xl">{ADMIN_MESSAGES.errorTitle}</h1>
      <p className="mt-3 text-muted">{ADMIN_MESSAGES.errorText}</p>
      <pre className="mt-6 w-full overflow-auto whitespace-pre-wrap rounded-2xl border border-border bg-surface-2 p-4 text-left font-mono text-xs">
        {message}
      </pre>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Link to="/admin/dashboard" className={buttonClass('outline')}>
          Go to Dashboard
        </Link>
      </div>
    </section>
  );
}

/** The admin pages' error element: the shell stays, the page says what broke and logs it (admin log + server). */
export function AdminErrorScreen() {
  const { error, reset } = useRouteError();
  return <AdminErrorView error={error} onRetry={reset} />;
}
