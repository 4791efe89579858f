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
 * What fixed or sticky layers cover. `focused`: the focused control where it is (off screen counts). Otherwise every
 * price, form field and button of the task (an open dialog, else the main content), each brought into view as focus
 * would bring it (scroll padding included). A target is covered where a layer's box meets its box and the layer is
 * what is painted there (`elementFromPoint` at the meeting's centre: a backdrop under a sheet is not), or where a
 * layer is painted at one of its sample points (its centre and two inner corners).
 */
function inspect(
  page: Page,
  { focused, limit = 60 }: { focused: boolean; limit?: number },
): Promise<Covered[]> {
  return page.evaluate(
    ([onlyFocused, max]) => {
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
      const floating = (el: Element) => ['fixed', 'sticky'].includes(getComputedStyle(el).position);
      const layerOf = (el: Element | null): Element | null => {
        for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
          if (floating(node)) return node;
        }
        return null;
      };
      // An open dialog (the age gate, the cart sheet) is the task while it is open.
      const modal = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
        .filter(shown)
        .at(-1);
      let targets: Element[];
      if (onlyFocused) {
        const active = document.activeElement;
        if (!active || active === document.body) return [{ target: 'focus', by: 'nothing is focused' }];
        targets = [active];
      } else {
        const scope = modal ?? document.querySelector('main');
        if (!scope) return [{ target: 'main', by: 'missing' }];
        const money = /\$\d[\d,]*\.\d{2}/;
        const prices = [...scope.querySelectorAll('*')].filter((el) =>
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && money.test(n.textContent ?? '')),
        );
        const controls = scope.querySelectorAll(
          'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]',
        );
        targets = [...new Set([...controls, ...prices])].filter(shown).slice(0, max);
      }
      const covered: { target: string; by: string }[] = [];
      for (const target of targets) {
        // The layer a target belongs to is its own (the header's cart button, the sheet's Checkout).
        const own = layerOf(target);
        if (!onlyFocused) target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        const box = target.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) {
          covered.push({ target: name(target), by: 'the edge of the screen' });
          continue;
        }
        const mine = (hit: Element) =>
          target.contains(hit) || (target as HTMLInputElement).labels?.[0]?.contains(hit) === true;
        for (const layer of document.querySelectorAll('body *')) {
          if (!floating(layer) || layer === own || layer.contains(target) || (own && own.contains(layer)))
            continue;
          if (!shown(layer)) continue;
          const r = layer.getBoundingClientRect();
          const left = Math.max(r.left, box.left);
          const right = Math.min(r.right, box.right);
          const top = Math.max(r.top, box.top);
          const bottom = Math.min(r.bottom, box.bottom);
          if (right - left <= 1 || bottom - top <= 1) continue;
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          if (hit && layer.contains(hit) && !mine(hit))
            covered.push({ target: name(target), by: name(layer) });
        }
        const inset = Math.min(3, box.width / 4, box.height / 4);
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + inset, box.top + inset],
          [box.right - inset, box.bottom - inset],
        ] as const;
        for (const [x, y] of points) {
          const hit = document.elementFromPoint(x, y);
          const layer = layerOf(hit);
          if (hit && layer && layer !== own && !layer.contains(target) && !mine(hit)) {
            covered.push({ target: name(target), by: `${name(layer)} at ${Math.round(x)},${Math.round(y)}` });
          }
        }
      }
      return covered;
    },
    [focused, limit] as const,
  );
}

/** What covers the task's prices, fields and buttons (see `inspect`). */
export const coveredTargets = (page: Page) => inspect(page, { focused: false });

/** The focused control is on screen and nothing fixed or sticky lies over it (WCAG 2.2 Focus Not Obscured). */
export async function expectFocusInSight(page: Page) {
  expect(await inspect(page, { focused: true })).toEqual([]);
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
