import { logClientError } from '#web/lib/error-log.ts';

/**
 * React recovered from a server-rendered page that did not match the app's first render by rendering that part again
 * on the client: the page works, but the work was done twice. A bug, so it is said in the console (which fails the
 * e2e suite) and kept in the error log.
 */
export function reportHydrationMismatch(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  // Not a mismatch: a section the server left to the client (a lazy part below the fold, rendered as its
  // skeleton), which React renders on the client as designed (React error 419).
  if (/\b419\b|could not finish this Suspense boundary|server rendering aborted/.test(message)) return;
  console.error('Hydration mismatch:', message);
  logClientError({ type: 'warning', message: `Hydration mismatch: ${message}`, component: 'hydrateRoot' });
}
