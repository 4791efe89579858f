import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';
import type { LighthousePage } from './lighthouse-pages.ts';
import { RESULTS_DIR, type LighthouseResult } from './results.ts';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGE_TIMEOUT_MS = 180_000;

const failed = (path: string, error: unknown): LighthouseResult => ({
  path,
  performance: null,
  accessibility: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  ageGateShown: null,
  warnings: [],
  failingAudits: [],
  benchmarkIndex: null,
  error: error instanceof Error ? error.message.split('\n')[0]! : String(error),
});

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

/**
 * Lighthouse 12 (mobile, simulated throttling, performance + accessibility) on each page, as a returning
 * visitor who already passed the age gate: localStorage (plus the page's own, e.g. a guest cart) is set on the
 * origin from /robots.txt, so no app code gets cached, the HTTP cache is cleared, and Lighthouse runs with
 * storage reset off.
 */
export async function runLighthouse(origin: string, pages: LighthousePage[]): Promise<LighthouseResult[]> {
  let chrome: { port: number; kill(): void } | undefined;
  const stopChrome = onCleanup(() => chrome?.kill());
  mkdirSync(RESULTS_DIR, { recursive: true });
  try {
    const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }, constants] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
      import('puppeteer-core'),
      import('lighthouse/core/config/constants.js'),
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
    const once = async ({ path, storage = {}, expectText }: LighthousePage): Promise<LighthouseResult> => {
      const url = origin + path;
      const page = await browser.newPage();
      try {
        await page.goto(`${origin}/robots.txt`);
        await page.evaluate(
          (entries) => {
            localStorage.clear();
            for (const [key, value] of entries) localStorage.setItem(key, value);
          },
          Object.entries({ age_verified: 'true', theme: 'light', ...storage }),
        );
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
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
          page,
        );
        const runner = await withTimeout(run, PAGE_TIMEOUT_MS, `Lighthouse on ${path}`);
        if (!runner) throw new Error('Lighthouse returned no result');
        const lhr = runner.lhr;
        const slug = path.split('/')[1]?.replace(/[^a-z0-9-]/gi, '') || 'home';
        writeFileSync(join(RESULTS_DIR, `lighthouse-${slug}.json`), JSON.stringify(lhr));
        const onPage = page.url().startsWith(url);
        const { text, content } = onPage
          ? await page.evaluate(() => ({
              text: document.body.innerText,
              content: document.body.textContent ?? '',
            }))
          : { text: '', content: '' };
        const ageGateShown = onPage ? text.includes('Are you 21 or older?') : null;
        const missing =
          expectText && onPage && !content.includes(expectText) ? { missingText: expectText } : {};
        const score = (id: string) => {
          const value = lhr.categories[id]?.score;
          return typeof value === 'number' ? Math.round(value * 100) : null;
        };
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
        return {
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          ageGateShown,
          ...missing,
          warnings: lhr.runWarnings.map(String),
          failingAudits: failingAudits(lhr),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        };
      } catch (error) {
        return failed(path, error);
      } finally {
        await page.close().catch(() => undefined);
      }
    };
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      if (page.setupError) {
        results.push(failed(page.path, page.setupError));
        continue;
      }
      // A trace that fails to record (NO_NAVSTART and the like) says nothing about the page: measure it once more.
      const first = await once(page);
      results.push(first.error ? await once(page) : first);
    }
    await browser.disconnect().catch(() => undefined);
    return results;
  } catch (error) {
    return pages.map(({ path }) => failed(path, error));
  } finally {
    await stopChrome();
  }
}
