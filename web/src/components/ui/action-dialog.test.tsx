// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ActionDialog, settled } from './action-dialog.tsx';

afterEach(cleanup);

describe('settled', () => {
  it('is true once the action succeeded and false when it failed', async () => {
    expect(await settled(Promise.resolve({}))).toBe(true);
    expect(await settled(Promise.reject(new Error('Refused')))).toBe(false);
  });
});

describe('ActionDialog', () => {
  it('opens from its button, confirms with the caller’s words and closes when the action succeeded', async () => {
    const run = vi.fn(async () => true);
    render(
      <ActionDialog
        trigger="Unblock user"
        title="Unblock Ann?"
        description="They can sign in again."
        confirmLabel="Unblock"
        keepLabel="Cancel"
        confirmVariant="primary"
        done="User unblocked"
        mutation={{ isPending: false, error: null, reset: () => undefined }}
        run={run}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unblock user' }));
    const dialog = screen.getByRole('dialog', { name: 'Unblock Ann?' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(run).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('shows the server’s refusal and stays open', () => {
    render(
      <ActionDialog
        trigger="Suspend"
        title="Suspend Bo?"
        description="They go offline."
        confirmLabel="Suspend"
        done="Suspended"
        mutation={{ isPending: false, error: new Error('Courier is on a delivery'), reset: () => undefined }}
        run={async () => false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(screen.getByRole('dialog', { name: 'Suspend Bo?' }).textContent).toContain(
      'Courier is on a delivery',
    );
    expect(screen.getByRole('button', { name: 'Keep as is' })).toBeTruthy();
  });
});
