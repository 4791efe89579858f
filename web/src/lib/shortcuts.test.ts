// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatcher, formatKeys, keyOf, shortcuts, type Shortcut } from './shortcuts.ts';

const press = (key: string, init: KeyboardEventInit = {}, target?: HTMLElement) => {
  const event = new KeyboardEvent('keydown', { key, ...init });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
};

const removers: (() => void)[] = [];
const add = (s: Omit<Shortcut, 'group' | 'run'> & Partial<Shortcut>) => {
  const full: Shortcut = { group: 'General', run: () => undefined, ...s };
  removers.push(shortcuts.add(full));
  return full;
};
afterEach(() => removers.splice(0).forEach((remove) => remove()));

describe('the shortcuts registry', () => {
  it('lists what is registered and forgets it on removal', () => {
    const remove = shortcuts.add({ id: 'a', keys: 'r', description: 'Refresh', group: 'General' });
    expect(shortcuts.list().map((s) => s.description)).toEqual(['Refresh']);
    remove();
    expect(shortcuts.list()).toEqual([]);
  });

  it('reads modifiers as mod and ignores lone modifier keys', () => {
    expect(keyOf(press('K', { ctrlKey: true }))).toBe('mod+k');
    expect(keyOf(press('k', { metaKey: true }))).toBe('mod+k');
    expect(keyOf(press('?', { shiftKey: true }))).toBe('?');
    expect(keyOf(press('Shift'))).toBeNull();
  });

  it('matches single keys, alternatives and two-key sequences', () => {
    let clock = 0;
    const match = createMatcher(shortcuts.list, () => clock);
    const search = add({ id: 's', keys: '/ | mod+k', description: 'Search' });
    const dashboard = add({ id: 'd', keys: 'g d', description: 'Go to Dashboard' });
    expect(match(press('/'))).toBe(search);
    expect(match(press('k', { ctrlKey: true }))).toBe(search);
    expect(match(press('g'))).toBeNull();
    expect(match(press('d'))).toBe(dashboard);
    expect(match(press('d'))).toBeNull();
    match(press('g'));
    clock = 1500;
    expect(match(press('d'))).toBeNull();
  });

  it('leaves typing in a text field alone unless the shortcut says otherwise', () => {
    const match = createMatcher(shortcuts.list);
    const input = document.createElement('input');
    add({ id: 'r', keys: 'r', description: 'Refresh' });
    const save = add({ id: 'save', keys: 'mod+s', description: 'Save', inFields: true });
    expect(match(press('r', {}, input))).toBeNull();
    expect(match(press('s', { ctrlKey: true }, input))).toBe(save);
  });

  it('does not run entries that are only listed', () => {
    const match = createMatcher(shortcuts.list);
    removers.push(
      shortcuts.add({ id: 'k', keys: 'mod+k', description: 'Search products', group: 'General' }),
    );
    expect(match(press('k', { ctrlKey: true }))).toBeNull();
  });

  it('words the keys for people', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64');
    expect(formatKeys('mod+k')).toEqual(['Ctrl K']);
    expect(formatKeys('g d')).toEqual(['G', 'D']);
    vi.restoreAllMocks();
  });
});
