// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ReasonDialog, type ReasonAction } from './reason-dialog.tsx';

afterEach(cleanup);

const Schema = z.object({ reason: z.string().trim().min(3, 'Say why') });

/** A mutation whose answer the test releases by hand. */
function pendingAction() {
  let answer: (ok: boolean) => void = () => undefined;
  const action: ReasonAction = {
    mutateAsync: vi.fn(
      () =>
        new Promise((resolve, reject) => {
          answer = (ok) => (ok ? resolve({}) : reject(new Error('Refused')));
        }),
    ),
    reset: () => undefined,
    isPending: false,
    error: null,
  };
  return { action, answer: (ok: boolean) => answer(ok) };
}

function renderDialog(action: ReasonAction, onDone: () => void) {
  return render(
    <ReasonDialog
      id="why"
      trigger="Approve"
      title="Approve NYM-1?"
      description="The hold is lifted."
      placeholder="e.g. Called the customer"
      keepLabel="Keep"
      confirmLabel="Approve order"
      schema={Schema}
      action={action}
      onDone={onDone}
    />,
  );
}

/** Opens the dialog, types the reason and confirms; resolves once the reason was sent. */
async function confirmWith(action: ReasonAction, reason: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Reason' }), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: 'Approve order' }));
  await waitFor(() => expect(action.mutateAsync).toHaveBeenCalledWith(reason));
}

describe('ReasonDialog', () => {
  it('runs onDone once the server says yes, even when the dialog was removed meanwhile (a live update)', async () => {
    const { action, answer } = pendingAction();
    const onDone = vi.fn();
    const view = renderDialog(action, onDone);
    await confirmWith(action, 'Called the customer');
    view.unmount();
    answer(true);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('keeps the dialog open and does not run onDone when the server refuses', async () => {
    const { action, answer } = pendingAction();
    const onDone = vi.fn();
    renderDialog(action, onDone);
    await confirmWith(action, 'Called the customer');
    answer(false);
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(onDone).not.toHaveBeenCalled();
  });
});
