import { storage } from '../storage.ts';
import { toast } from '../toast.ts';
import { healthChecks } from './health-checks.ts';
import { probeOnce } from './health-probe.ts';
import { registerWorker } from './worker.ts';

/** Set to 'off' by the e2e suite outside its PWA journeys, whose own realtime frames the probe would interleave. */
export const HEALTH_PROBE_KEY = 'health_probe';

function reportIssues(issues: string[]) {
  toast.error('Connection Issues Detected', {
    duration: 15_000,
    description: (
      <>
        Some features may not work properly. Please refresh the page.
        <ul className="mt-1 list-disc pl-4" aria-label="Failing checks">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      </>
    ),
  });
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 0);
  });

let started = false;

/**
 * The worker, then the one health probe of this page load; once per page whichever app asks (the storefront's
 * extras, the staff layouts), after the page is idle.
 */
export async function startPwa(): Promise<void> {
  if (started) return;
  started = true;
  await whenIdle();
  await registerWorker();
  if (storage.get(HEALTH_PROBE_KEY) === 'off') return;
  await probeOnce(performance.now(), {
    checks: healthChecks,
    online: () => navigator.onLine,
    report: reportIssues,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  // The probe has decided (a toast, when it found issues, is up): what a test waits for instead of a fixed time.
  document.documentElement.dataset.healthChecked = '';
}
