import { logClientError } from '#web/lib/error-log.ts';
import { toast } from '#web/lib/toast.ts';

/** Unhandled rejections get a toast and a report; plain window errors are only reported. */
export function installGlobalErrorHandlers() {
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as unknown;
    logClientError({
      type: 'error',
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? reason.stack : undefined,
      context: 'unhandledrejection',
    });
    toast.error('An unexpected error occurred', { description: 'Our team has been notified.' });
  });
  window.addEventListener('error', (event) => {
    logClientError({
      type: 'error',
      message: event.message || 'Script error',
      stack: (event.error as Error | undefined)?.stack,
      context: 'window.onerror',
    });
  });
}
