import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import type { LighthousePage } from './lighthouse-pages.ts';
import { RESULTS_DIR, type LighthouseRun } from './results.ts';

const PAGE_TIMEOUT_MS = 180_000;

/** One run's outcome: the run itself, what was on screen, and where the points went. */
export interface RunOutcome {
  run?: LighthouseRun;
  ageGateShown: boolean | null;
  missingText?: string;
  warnings: string[];
  failingAudits: string[];
  error?: string;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface Lhr {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; displayValue?: string } | undefined>;
}

/** Scored audits below 0.9 in the measured categories, e.g. "unused-javascript (Est savings of 218 KiB)". */
function failingAudits(lhr: Lhr): string[] {
  const ids = new Set(Object.values(lhr.categories).flatMap((c) => c?.auditRefs.map((r) => r.id) ?? []));
  return [...ids].flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) return [];
    return [audit.displayValue ? `${id} (${audit.displayValue})` : id];
  });
}

export const failedRun = (error: unknown): RunOutcome => ({
  ageGateShown: null,
  warnings: [],
  failingAudits: [],
  error: error instanceof Error ? error.message.split('\n')[0]! : String(error),
});

/** The report's file name: `lighthouse-<first path segment>[-first]-<round>.json`. */
export const reportSlug = ({ path, visit }: LighthousePage, round: number) =>
  `${path.split('/')[1]?.replace(/[^a-z0-9-]/gi, '') || 'home'}${visit === 'first' ? '-first' : ''}-${round}`;

/**
 * One Lighthouse run (mobile, simulated throttling, performance + accessibility) in a fresh tab. A returning
 * visitor's localStorage (the age gate passed, plus the page's own entries such as a guest cart) is set on the
 * origin from /robots.txt, so no app code gets cached; a first visit starts with empty storage. The HTTP cache, the
 * origin's storage and any service worker with its caches are cleared first either way, and Lighthouse runs with
 * storage reset off (it would clear the returning visitor's entries).
 */
export async function measureOnce(
  browser: Browser,
  origin: string,
  page: LighthousePage,
  round: number,
): Promise<RunOutcome> {
  const [{ default: lighthouse }, constants] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/core/config/constants.js'),
  ]);
  const url = origin + page.path;
  const tab = await browser.newPage();
  try {
    await tab.goto(`${origin}/robots.txt`);
    const cdp = await tab.createCDPSession();
    // Nothing kept from an earlier run: the HTTP cache, and the origin's storage, service worker and its caches.
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    const storage: Record<string, string> =
      page.visit === 'first' ? {} : { age_verified: 'true', theme: 'light', ...page.storage };
    await tab.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(storage));
    const run = lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        formFactor: 'mobile',
        screenEmulation: constants.screenEmulationMetrics.mobile,
        throttlingMethod: 'simulate',
      },
      undefined,
      tab,
    );
    const runner = await withTimeout(run, PAGE_TIMEOUT_MS, `Lighthouse on ${page.path}`);
    if (!runner) throw new Error('Lighthouse returned no result');
    const lhr = runner.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    writeFileSync(join(RESULTS_DIR, `lighthouse-${reportSlug(page, round)}.json`), JSON.stringify(lhr));
    const onPage = tab.url().startsWith(url);
    const { text, content } = onPage
      ? await tab.evaluate(() => ({
          text: document.body.innerText,
          content: document.body.textContent ?? '',
        }))
      : { text: '', content: '' };
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
      return Math.round(value * 100);
    };
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    return {
      run: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      },
      ageGateShown: onPage ? text.includes('Are you 21 or older?') : null,
      ...(page.expectText && onPage && !content.includes(page.expectText)
        ? { missingText: page.expectText }
        : {}),
      warnings: lhr.runWarnings.map(String),
      failingAudits: failingAudits(lhr),
    };
  } catch (error) {
    return failedRun(error);
  } finally {
    await tab.close().catch(() => undefined);
  }
}
