// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { focusScopeOf, keepFocus } from './use-keep-focus.ts';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

/** An order's panel: its heading, its next step, and a cancel button that is no next step. */
function panel(step: string | null) {
  document.body.innerHTML = `
    <main id="main-content" tabindex="-1">
      <section data-focus-scope="order:1">
        <h1 data-focus-fallback tabindex="-1">NYM-1</h1>
        ${step ? `<button data-next-action>${step}</button>` : ''}
        <button>Cancel order</button>
      </section>
    </main>`;
}
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('keepFocus', () => {
  it('puts focus on the next step when the pressed one is replaced', async () => {
    panel('Mark preparing');
    button('Mark preparing').focus();
    stop = keepFocus('order:1');
    button('Mark preparing').replaceWith(
      Object.assign(document.createElement('button'), {
        textContent: 'Mark ready',
      }),
    );
    document.querySelector('section button')!.setAttribute('data-next-action', '');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Mark ready'));
  });

  it('falls back to the heading when no step is left, and to the main content when the order is gone', async () => {
    panel('Mark ready');
    button('Mark ready').focus();
    stop = keepFocus('order:1');
    button('Mark ready').remove();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    stop();

    panel('Confirm');
    button('Confirm').focus();
    stop = keepFocus('order:1');
    document.querySelector('section')!.remove();
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'));
  });

  it('waits while the next step is still busy rather than falling back to the heading', async () => {
    panel('Mark preparing');
    button('Mark preparing').disabled = true;
    stop = keepFocus('order:1');
    (document.activeElement as HTMLElement | null)?.blur();
    document.querySelector('section')!.append(document.createElement('span'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement?.tagName).not.toBe('H1');
    button('Mark preparing').disabled = false;
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Mark preparing'));
  });

  it('stops at the next key press', async () => {
    panel('Confirm');
    button('Confirm').focus();
    stop = keepFocus('order:1');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    button('Confirm').remove();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement?.tagName).not.toBe('H1');
  });

  it('leaves focus alone once the staff member moved it', async () => {
    panel('Confirm');
    button('Confirm').focus();
    stop = keepFocus('order:1');
    button('Cancel order').focus();
    button('Confirm').remove();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement?.textContent).toBe('Cancel order');
  });

  it('finds the scope a dialog was opened from', () => {
    panel('Confirm');
    expect(focusScopeOf(button('Cancel order'))).toBe('order:1');
    expect(focusScopeOf(document.body)).toBeNull();
  });
});
