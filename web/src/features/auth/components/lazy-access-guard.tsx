import { lazy, Suspense } from 'react';

const AccessGuard = lazy(() => import('./access-guard.tsx').then((m) => ({ default: m.AccessGuard })));

/** The access guard (device report, live restriction) loads in its own chunk: the entry bundle stays as it was. */
export function LazyAccessGuard() {
  return (
    <Suspense fallback={null}>
      <AccessGuard />
    </Suspense>
  );
}
