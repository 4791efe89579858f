// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminOrderDetail } from '#domain/admin/order-detail.ts';
import type { Role } from '#domain/auth.ts';
import { OrderActions } from './order-actions.tsx';
import { SLOW_MACHINE } from '#web/test-support/slow-machine.ts';
import { toast } from '#web/lib/toast.ts';

vi.mock('#web/lib/toast.ts', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const order = (over: Partial<AdminOrderDetail>) =>
  ({
    id: '7d3c5c1e-4b0f-4a53-9a55-0c7e3a1d2b11',
    orderNumber: 'NYM-ABC123',
    status: 'preparing',
    courier: null,
    allowedActions: { status: ['ready'], cancel: true, addNote: true, approveRisk: false },
    ...over,
  }) as AdminOrderDetail;

function renderActions(roles: Role[], detail: AdminOrderDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session'], {
    id: 'u1',
    email: 'staff@example.test',
    fullName: 'Staff',
    phone: '',
    emailVerified: true,
    roles,
  });
  render(
    <QueryClientProvider client={client}>
      <OrderActions order={detail} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('OrderActions', () => {
  it('offers an admin the allowed step, courier assignment and cancelling', () => {
    renderActions(['admin'], order({}));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mark ready',
      'Assign courier',
      'Cancel order',
    ]);
  });

  it('says Reassign when the order has a courier, and offers no assignment once it left the shop', () => {
    renderActions(
      ['admin'],
      order({ courier: { id: 'c', name: 'Andre Ortiz', phone: '3475550178', vehicleType: 'car' } }),
    );
    expect(screen.getByRole('button', { name: 'Reassign courier' })).toBeTruthy();
    cleanup();
    renderActions(
      ['admin'],
      order({
        status: 'in_transit',
        allowedActions: { status: [], cancel: true, addNote: true, approveRisk: false },
      }),
    );
    expect(screen.queryByRole('button', { name: /assign courier/i })).toBeNull();
  });

  it('shows support nothing to do: no status steps, no assignment, no cancelling', () => {
    renderActions(
      ['support'],
      order({ allowedActions: { status: [], cancel: false, addNote: true, approveRisk: false } }),
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('will not cancel without a reason and sends the reason given', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ order: order({ status: 'cancelled' }) })));
    vi.stubGlobal('fetch', fetch);
    const user = renderActions(['admin'], order({}));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel NYM-ABC123?' });
    await user.click(dialog.querySelector('button.bg-danger')!);
    expect(await screen.findByText('The reason must be at least 3 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason'), 'Customer called');
    await user.click(dialog.querySelector('button.bg-danger')!);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), SLOW_MACHINE);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/orders/7d3c5c1e-4b0f-4a53-9a55-0c7e3a1d2b11/cancel');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Customer called' });
  });

  it('says where the order is now in a sentence, and why a refused step did not happen', async () => {
    const answer = { order: order({ status: 'ready' }) };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer))),
    );
    const user = renderActions(['admin'], order({}));
    await user.click(screen.getByRole('button', { name: 'Mark ready' }));
    await vi.waitFor(
      () => expect(toast.success).toHaveBeenCalledWith('Order NYM-ABC123 is ready for pickup'),
      SLOW_MACHINE,
    );

    const refusal = { error: { code: 'conflict', message: 'The order was cancelled meanwhile.' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 409 })),
    );
    cleanup();
    const again = renderActions(['admin'], order({}));
    await again.click(screen.getByRole('button', { name: 'Mark ready' }));
    await vi.waitFor(
      () =>
        expect(toast.error).toHaveBeenCalledWith(
          "Couldn't move order NYM-ABC123 on: the order was cancelled meanwhile",
        ),
      SLOW_MACHINE,
    );
  });
});
