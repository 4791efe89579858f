// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SegmentedControl } from './segmented-control.tsx';

afterEach(cleanup);

const PERIODS = ['today', '7d', '30d'] as const;
const label = (p: string) => ({ today: 'Today', '7d': '7 days', '30d': '30 days' })[p] ?? p;

describe('SegmentedControl', () => {
  it('as buttons: a named group whose chosen button is pressed', () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl label="Period" options={PERIODS} value="7d" onChange={onChange} render={label} />,
    );
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    expect(onChange).toHaveBeenCalledWith('30d');
  });

  it('as tabs: a tablist with the chosen tab selected and focusable, arrows moving the choice', () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl
        kind="tabs"
        label="Status"
        options={PERIODS}
        value="today"
        onChange={onChange}
        render={label}
        tabId={(p) => `tab-${p}`}
        panelId={(p) => `panel-${p}`}
      />,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Status' })).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[1]!.id).toBe('tab-7d');
    expect(tabs[1]!.getAttribute('aria-controls')).toBe('panel-7d');
    expect(tabs[0]!.getAttribute('aria-pressed')).toBeNull();

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('30d');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('7d');
  });
});
