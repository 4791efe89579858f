// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';

afterEach(cleanup);

function Page({ onRefresh }: { onRefresh: () => void }) {
  useShortcut({ keys: 'r', description: "Refresh the page's data", group: 'General', run: onRefresh });
  useShortcut({ keys: 'g d', description: 'Go to Dashboard', group: 'Navigation', run: () => undefined });
  return <input aria-label="Note" />;
}

const press = (key: string, target: EventTarget = document.body) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('ShortcutsDialog', () => {
  it('opens on ? (its content loaded then) and lists the shortcuts the page registered, by group', async () => {
    render(
      <>
        <Page onRefresh={() => undefined} />
        <ShortcutsDialog />
      </>,
    );
    // The dialog's module is loaded on the first `?`; load it up front so the test does not race a cold import.
    await import('./shortcuts-dialog-content.tsx');
    press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 5000 });
    expect(within(dialog).getByText("Refresh the page's data")).toBeTruthy();
    expect(within(dialog).getByText('Go to Dashboard')).toBeTruthy();
    expect(within(dialog).getByText('Show keyboard shortcuts')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Navigation' })).toBeTruthy();
  });

  it('runs a page shortcut, but not while the user types in a field, and forgets it on unmount', () => {
    const refresh = vi.fn();
    const { unmount } = render(<Page onRefresh={refresh} />);
    press('r');
    expect(refresh).toHaveBeenCalledTimes(1);
    press('r', screen.getByRole('textbox', { name: 'Note' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();
    press('r');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
