// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RiskApproveSchema } from '#domain/risk/rules.ts';
import { ReasonDialog, type ReasonAction } from './reason-dialog.tsx';

afterEach(cleanup);

function renderDialog(action: ReasonAction) {
  render(
    <ReasonDialog
      id="note"
      trigger={<button type="button">Approve</button>}
      title="Approve NYM-1?"
      description="The hold is lifted."
      label="Review note"
      placeholder=""
      rule={RiskApproveSchema.shape.note}
      keepLabel="Keep holding"
      confirmLabel="Approve order"
      confirmVariant="primary"
      action={action}
    />,
  );
}

describe('ReasonDialog', () => {
  it('refuses a note the domain rule refuses, with its words, and sends a good one trimmed', async () => {
    const run = vi.fn((_text: string, close: () => void) => close());
    renderDialog({ run, pending: false, error: null, reset: vi.fn() });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.type(screen.getByLabelText('Review note'), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Approve order' }));
    expect(await screen.findByText('The note must be at least 3 characters')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Review note'), ' — called them ');
    await userEvent.click(screen.getByRole('button', { name: 'Approve order' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]![0]).toBe('ok — called them');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal", async () => {
    renderDialog({
      run: vi.fn(),
      pending: false,
      error: new Error('This order is not held for review'),
      reset: vi.fn(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('This order is not held for review')).toBeTruthy();
  });
});
