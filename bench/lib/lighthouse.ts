import { mkdirSync } from 'node:fs';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags.ts';
import { onCleanup } from './cleanup.ts';
import { failedRun, measureOnce, type RunOutcome } from './lighthouse-once.ts';
import type { LighthousePage } from './lighthouse-pages.ts';
import { RESULTS_DIR, type LighthouseResult, type LighthouseRun } from './results.ts';
import { median, medianItem, spread } from './stats.ts';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** A run counts when it measured and the page showed what it should: the gate on a first visit only. */
const validRun = (
  page: LighthousePage,
  outcome: RunOutcome,
): outcome is RunOutcome & { run: LighthouseRun } =>
  Boolean(outcome.run) && !outcome.missingText && outcome.ageGateShown === (page.visit === 'first');

/** The page's row: the median run by performance, the spreads of the valid runs, or why none counted. */
export function summarize(page: LighthousePage, outcomes: RunOutcome[]): LighthouseResult {
  const visit = page.visit ?? 'returning';
  const valid = outcomes.filter((o) => validRun(page, o));
  const runs = valid.map((o) => o.run);
  const middle = medianItem(valid, (o) => o.run.performance);
  const shown = middle ?? outcomes.find((o) => o.run) ?? outcomes[0] ?? failedRun('not run');
  const numbers = (pick: (r: LighthouseRun) => number | null) =>
    runs.map(pick).filter((n): n is number => n !== null);
  const error = middle
    ? undefined
    : (outcomes.find((o) => o.error)?.error ?? (outcomes.length ? undefined : 'not run'));
  return {
    path: page.path,
    visit,
    performance: middle?.run.performance ?? null,
    accessibility: median(numbers((r) => r.accessibility)),
    lcpMs: middle?.run.lcpMs ?? null,
    tbtMs: middle?.run.tbtMs ?? null,
    cls: middle?.run.cls ?? null,
    runs,
    performanceSpread: spread(numbers((r) => r.performance)),
    tbtSpread: spread(numbers((r) => r.tbtMs)),
    ageGateShown: shown.ageGateShown,
    ...(shown.missingText ? { missingText: shown.missingText } : {}),
    warnings: shown.warnings,
    failingAudits: shown.failingAudits,
    benchmarkIndex: middle?.run.benchmarkIndex ?? null,
    ...(error ? { error } : {}),
  };
}

/**
 * Lighthouse on every page `rounds` times, one round after another (each round visits every page once, so a
 * passing disturbance on the machine touches one run of many pages, not every run of one), then one row per page.
 */
export async function runLighthouse(
  origin: string,
  pages: LighthousePage[],
  rounds: number,
  log: (message: string) => void = () => {},
): Promise<LighthouseResult[]> {
  let chrome: { port: number; kill(): void } | undefined;
  const stopChrome = onCleanup(() => chrome?.kill());
  mkdirSync(RESULTS_DIR, { recursive: true });
  const outcomes = pages.map((): RunOutcome[] => []);
  try {
    const [chromeLauncher, { default: puppeteer }] = await Promise.all([
      import('chrome-launcher'),
      import('puppeteer-core'),
    ]);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    for (let round = 1; round <= rounds; round += 1) {
      log(`Lighthouse round ${round} of ${rounds}`);
      for (const [i, page] of pages.entries()) {
        if (page.setupError) continue;
        // A trace that fails to record (NO_NAVSTART and the like) says nothing about the page: measure it once more.
        const first = await measureOnce(browser, origin, page, round);
        outcomes[i]!.push(first.error ? await measureOnce(browser, origin, page, round) : first);
      }
    }
    await browser.disconnect().catch(() => undefined);
  } catch (error) {
    for (const list of outcomes) list.push(failedRun(error));
  } finally {
    await stopChrome();
  }
  return pages.map((page, i) =>
    page.setupError ? summarize(page, [failedRun(page.setupError)]) : summarize(page, outcomes[i]!),
  );
}
