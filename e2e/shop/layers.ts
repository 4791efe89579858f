import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * Geometric checks for "one layer at a time, never over the task": what is fixed or sticky on screen (header, bottom
 * bar, chat button, anything else) must cover neither the focused control nor any price, form field or button of the
 * task in front of the customer.
 */

export interface Covered {
  target: string;
  by: string;
}

/**
 * Every price, form field and button of the task (an open modal dialog, else the main content), each brought into
 * view as focus would bring it (scroll padding included): none may be covered by a fixed or sticky layer, by its
 * bounding box or at its sample points (`elementFromPoint`). Answers what was covered, by what.
 */
export function coveredTargets(page: Page, limit = 60): Promise<Covered[]> {
  return page.evaluate((max) => {
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${id}${testId ? `[${testId}]` : ''} "${text.slice(0, 40)}"`;
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    const layerOf = (el: Element | null): Element | null => {
      for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    // An open dialog (the age gate, the cart sheet) is the task while it is open.
    const modal = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
      .filter(shown)
      .at(-1);
    const scope = modal ?? document.querySelector('main');
    if (!scope) return [{ target: 'main', by: 'missing' }];
    const priceText = /^\$\d[\d,]*\.\d{2}$/;
    const prices = [...scope.querySelectorAll('*')].filter(
      (el) =>
        [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && /\$\d[\d,]*\.\d{2}/.test(n.textContent ?? ''),
        ) ||
        (el.children.length === 0 && priceText.test((el.textContent ?? '').trim())),
    );
    const controls = [
      ...scope.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]',
      ),
    ];
    const targets = [...new Set([...controls, ...prices])].filter(shown).slice(0, max);
    const covered: { target: string; by: string }[] = [];
    for (const target of targets) {
      // The layer a target belongs to is its own (the header's cart button, the sheet's Checkout).
      const own = layerOf(target);
      target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const box = target.getBoundingClientRect();
      const layers = [...document.querySelectorAll('body *')].filter((el) => {
        const { position } = getComputedStyle(el);
        if (position !== 'fixed' && position !== 'sticky') return false;
        if (el === own || el.contains(target) || target.contains(el) || (own && own.contains(el)))
          return false;
        if (modal && !modal.contains(el) && !el.contains(modal)) return false;
        return shown(el);
      });
      for (const layer of layers) {
        const r = layer.getBoundingClientRect();
        const left = Math.max(r.left, box.left);
        const right = Math.min(r.right, box.right);
        const top = Math.max(r.top, box.top);
        const bottom = Math.min(r.bottom, box.bottom);
        if (right - left <= 1 || bottom - top <= 1) continue;
        // The boxes meet: covered if the layer is what is painted there (a backdrop under a sheet is not).
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (hit && layer.contains(hit)) covered.push({ target: name(target), by: name(layer) });
      }
      const inset = Math.min(3, box.width / 4, box.height / 4);
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.bottom - inset],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x!, y!);
        const layer = layerOf(hit);
        if (hit && layer && layer !== own && !layer.contains(target) && !target.contains(hit)) {
          covered.push({ target: name(target), by: `${name(layer)} at ${Math.round(x!)},${Math.round(y!)}` });
        }
      }
    }
    return covered;
  }, limit);
}

/** The focused control is on screen and nothing fixed or sticky lies over it (WCAG 2.2 Focus Not Obscured). */
export async function expectFocusInSight(page: Page) {
  const problem = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing is focused';
    const box = el.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) {
      return `${el.tagName} is off screen`;
    }
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const hit = document.elementFromPoint(cx, cy);
    if (
      !hit ||
      !(el.contains(hit) || hit.contains(el) || (el as HTMLInputElement).labels?.[0]?.contains(hit))
    ) {
      return `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" is under ${hit?.tagName}.${hit?.className}`;
    }
    for (const other of document.querySelectorAll('body *')) {
      const { position } = getComputedStyle(other);
      if ((position !== 'fixed' && position !== 'sticky') || other.contains(el)) continue;
      const r = other.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(other).visibility === 'hidden') continue;
      const left = Math.max(r.left, box.left);
      const right = Math.min(r.right, box.right);
      const top = Math.max(r.top, box.top);
      const bottom = Math.min(r.bottom, box.bottom);
      if (right - left <= 1 || bottom - top <= 1) continue;
      // The boxes meet: obscured if the layer is what is painted there (a backdrop under a sheet is not).
      const painted = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (painted && other.contains(painted)) {
        return `${el.tagName} is under the ${position} ${other.tagName}.${other.className}`;
      }
    }
    return null;
  });
  expect(problem).toBeNull();
}

/** Nothing fixed or sticky covers the task; `step` names where the journey is. */
export async function expectNothingOver(page: Page, step: string) {
  expect(await coveredTargets(page), step).toEqual([]);
}

/** Focuses `locator`'s element as the keyboard would reach it, then checks it is in sight. */
export async function focusAndCheck(
  page: Page,
  selector: Parameters<Page['locator']>[0] | ReturnType<Page['locator']>,
) {
  const target = typeof selector === 'string' ? page.locator(selector) : selector;
  await target.focus();
  await expectFocusInSight(page);
}

/**
 * No dialog is open but those the customer asked for (`asked`, by accessible name): the age gate on a first visit,
 * the cart sheet they opened. A promotion never comes as one.
 */
export async function expectNoUnaskedDialog(page: Page, asked: readonly string[] = []) {
  const open = await page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
      .filter((d) => d.getBoundingClientRect().width > 0)
      .map((d) => {
        const labelled = d.getAttribute('aria-labelledby');
        return (
          d.getAttribute('aria-label') ??
          (labelled ? document.getElementById(labelled)?.textContent?.trim() : null) ??
          d.id
        );
      }),
  );
  expect(open.filter((n) => !asked.includes(n ?? ''))).toEqual([]);
}
