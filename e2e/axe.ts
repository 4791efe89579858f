import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The WCAG 2.1 A and AA rules. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * axe's landmark rules (best practices of impact moderate): all content in a landmark, one banner, one main, one
 * contentinfo, each at the top level. Storefront pages pass them as `rules`.
 */
export const LANDMARK_RULES: readonly string[] = [
  'region',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-unique',
];

/** `A11Y_BEST_PRACTICE=1` also runs axe's best practices (landmarks, heading order) and reports every impact. */
const BEST_PRACTICE = process.env.A11Y_BEST_PRACTICE === '1';

/**
 * Runs axe on the page as it is now and fails (softly, so one run lists every page's problems) on each serious or
 * critical violation: its rule, impact, help text and the selectors of the elements with what is wrong with each.
 * `rules` runs more rules beside the WCAG ones (best practices, experimental rules) and fails on them at any impact;
 * `include` (a CSS selector) checks that part of the page alone.
 */
export async function expectNoSeriousA11yIssues(
  page: Page,
  context: string,
  only?: readonly string[],
  { rules = [], include }: { rules?: readonly string[]; include?: string } = {},
) {
  const tags = BEST_PRACTICE ? [...A11Y_TAGS, 'best-practice'] : A11Y_TAGS;
  // Legacy mode runs axe in the page alone; the default also opens a blank page per check to merge the frames'
  // results, which doubled each check's time. Staff pages have no frames to merge.
  // Only the violations are read: axe sends back one node of each passing or incomplete rule, not all of them.
  // The options come first: `options()` replaces what `withTags`/`withRules` set, and axe then ran every rule.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({
    resultTypes: ['violations'],
    rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }])),
  });
  if (only) builder.withRules([...only]);
  else builder.withTags(tags);
  if (include) builder.include(include);
  // Sections drawn only near the screen (`content-visibility: auto`, home) are skipped by hit testing while off
  // it, so axe read whatever lay under them as their background: every section is drawn while axe reads the page.
  const drawn = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const { violations } = await builder.analyze();
  await drawn.evaluate((el) => (el as Element).remove());
  const found = violations
    .filter((v) => BEST_PRACTICE || (v.impact && BLOCKING.has(v.impact)) || rules.includes(v.id))
    .map((v) =>
      [
        `${v.id} (${v.impact}): ${v.help} (${v.helpUrl})`,
        ...v.nodes.map(
          (node) =>
            `  ${node.target.join(' >> ')}: ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim()}`,
        ),
      ].join('\n'),
    );
  const what = BEST_PRACTICE ? 'issues' : 'serious or critical issues';
  expect.soft(found, `axe: ${what} on ${context} (${page.url()})`).toEqual([]);
}

/**
 * Waits until a staff page has settled: its h1 is up (not an error or not-found screen) and its data is in (no busy
 * region, no loading skeleton; a busy button is only a button at work).
 */
export async function pageSettled(page: Page) {
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await expect(h1).toBeVisible();
  await expect(h1).not.toHaveText(/not found|went wrong|could not load/i);
  await expect(
    page.locator(':not(button)[aria-busy="true"], [role="status"]:has-text("Loading…")'),
  ).toHaveCount(0);
}

/**
 * Checks the page as it is now in the other theme too: only the colours change with the theme (the tokens of
 * styles/app.css under `html.dark`), so the other theme is held to the contrast rule alone, on the same visit.
 */
export async function checkOtherTheme(page: Page, context: string, include?: string) {
  const html = page.locator('html');
  // Colours that ease (`transition-colors`) would be read half-way: they change at once while the theme switches.
  const still = await page.addStyleTag({ content: '*, ::before, ::after { transition: none !important; }' });
  await html.evaluate((el) => el.classList.toggle('dark'));
  const theme = (await html.evaluate((el) => el.classList.contains('dark'))) ? 'dark' : 'light';
  await expectNoSeriousA11yIssues(page, `${context} (${theme} theme)`, ['color-contrast'], { include });
  await html.evaluate((el) => el.classList.toggle('dark'));
  await still.evaluate((el) => (el as Element).remove());
}

/** Opens `path`, waits for it to settle and runs axe on it, and the contrast rule in the other theme with `both`. */
export async function checkPage(page: Page, path: string, context = path, both = false) {
  await page.goto(path);
  await pageSettled(page);
  await expectNoSeriousA11yIssues(page, context);
  if (both) await checkOtherTheme(page, context);
}
