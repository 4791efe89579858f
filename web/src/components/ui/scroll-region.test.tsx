// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ScrollRegion } from './scroll-region.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** happy-dom lays nothing out: the box's content is as tall as `content`, the box itself 100 px. */
function contentHeight(content: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
}

describe('ScrollRegion', () => {
  it('is a named region in the tab order while its content overflows', () => {
    contentHeight(400);
    render(
      <ScrollRegion label="Low stock variants" className="max-h-48 overflow-auto">
        <ul>
          <li>Blue Dream · 3.5 g</li>
        </ul>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Low stock variants' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('overflow-auto');
  });

  it('adds no tab stop and no landmark when everything fits', () => {
    contentHeight(100);
    const { container } = render(
      <ScrollRegion label="Low stock variants">
        <p>Every variant is stocked.</p>
      </ScrollRegion>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild?.hasAttribute('tabindex')).toBe(false);
  });
});
