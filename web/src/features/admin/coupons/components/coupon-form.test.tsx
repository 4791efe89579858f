// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminCoupon } from '#domain/admin/coupons.ts';
import { toast } from '#web/lib/toast.ts';
import { CouponForm } from './coupon-form.tsx';

vi.mock('#web/lib/toast.ts', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SHOP = { id: '5f0e8c1a-2b3c-4d5e-8f90-123456789abc', name: 'Harbor Leaf' };

function renderForm(coupon?: AdminCoupon) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <CouponForm {...(coupon ? { coupon } : {})} shops={[SHOP] as never} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

describe('CouponForm', () => {
  it('refuses a short code on its field, with the schema message, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Code'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('The code needs at least 3 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hides the value for free delivery and sends the terms, upper-cased, with the chosen shop', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return new Response(JSON.stringify({ coupon: { ...body, id: 'x' } }), { status: 201 });
    });
    vi.stubGlobal('fetch', fetch);
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText('Code'), 'shipfree');
    await user.selectOptions(screen.getByLabelText('Kind'), 'free_delivery');
    expect(screen.queryByLabelText('Percent off')).toBeNull();
    await user.click(screen.getByLabelText('Harbor Leaf'));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/coupons');
    expect(JSON.parse(String(init.body))).toMatchObject({
      code: 'SHIPFREE',
      kind: 'free_delivery',
      value: 0,
      shopIds: [SHOP.id],
    });
  });

  it('shows the server refusal on the code field of a used coupon', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'coupon_code_locked',
                message: 'The code cannot be changed once the coupon has been used',
                fields: { code: 'The code cannot be changed once the coupon has been used' },
              },
            }),
            { status: 409 },
          ),
      ),
    );
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Code'), 'renamed');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The code cannot be changed once the coupon has been used',
    );
  });

  it('says in a sentence what was saved, or why it could not be', async () => {
    const created = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return new Response(JSON.stringify({ coupon: { ...body, id: 'x' } }), { status: 201 });
    });
    vi.stubGlobal('fetch', created);
    const first = renderForm();
    await first.user.type(screen.getByLabelText('Code'), 'spring10');
    await first.user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Coupon SPRING10 created'));

    cleanup();
    const taken = { error: { code: 'conflict', message: 'The code is already used' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(taken), { status: 409 })),
    );
    const second = renderForm();
    await second.user.type(screen.getByLabelText('Code'), 'spring10');
    await second.user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't save the coupon: the code is already used"),
    );
  });
});
