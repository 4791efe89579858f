import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Where each control and text block of the page's content sits, rounded to the pixel. */
const layoutOf = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [main, ...main.querySelectorAll('h1, h2, h3, p, label, button, a, input, select, th, td')].map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.tagName} ${Math.round(r.top)} ${Math.round(r.height)}`;
    }),
  );

// Every staff app is set in the brand body font (Inter), which the server preloads for them. Whichever arrives
// first, the swap between the fallback and Inter moves nothing: the fallback face is sized to Inter's metrics.
for (const { role, path, heading } of [
  { role: 'admin', path: '/admin/orders', heading: 'Orders' },
  { role: 'merchant', path: '/merchant/dashboard', heading: 'Orders' },
  { role: 'courier', path: '/courier/login', heading: null },
] as const) {
  test(`the ${role} app draws its text in the brand font, and the fallback takes the same room`, async ({
    page,
    loginAs,
  }) => {
    if (role !== 'courier') await loginAs(role);
    await page.goto(path);
    const h1 = heading ? page.getByRole('heading', { level: 1, name: heading }) : page.locator('h1');
    await expect(h1).toBeVisible();
    expect(await page.locator('link[rel="preload"][as="font"][href*="inter-latin"]').count()).toBe(1);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);

    // The face the browser drew a text run with (the font file's own family name), not the CSS list it was given.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'main p, main label, main button, main a, main td',
    });
    expect(nodeId).toBeGreaterThan(0);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((f) => f.familyName)).toEqual(['Inter']);

    // The same page in the fallback face alone: every block keeps its place and height.
    await page.waitForLoadState('networkidle');
    const inBrandFont = await layoutOf(page);
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('body, body *')) {
        const family = getComputedStyle(el).fontFamily;
        if (family.startsWith('"Inter Variable"'))
          el.style.fontFamily = family.replace('"Inter Variable", ', '');
      }
    });
    const inFallback = await layoutOf(page);
    const { fonts: fallback } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fallback.map((f) => f.familyName)).not.toContain('Inter');
    expect(inFallback).toEqual(inBrandFont);
  });
}
