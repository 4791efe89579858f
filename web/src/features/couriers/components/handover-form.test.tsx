// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { COURIER_MESSAGES } from '#domain/couriers/schemas.ts';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { HandoverForm } from './handover-form.tsx';

const DELIVERY: CourierDelivery = {
  id: '3f0c9a52-5a8e-4c55-9d0e-6a1f2b7c8d90',
  orderNumber: 'NYM-7KQ2ZD',
  status: 'in_transit',
  pickup: {
    name: 'Gowanus Green',
    street: '300 Nevins St',
    borough: 'Brooklyn',
    neighborhood: 'Gowanus',
    lat: 40.68,
    lng: -73.99,
    phone: '7185550100',
  },
  dropoff: {
    recipient: 'Avery Quinn',
    phone: '3475550123',
    street: '245 Atlantic Ave',
    apartment: null,
    zip: '11217',
    borough: 'Brooklyn',
    neighborhood: 'Boerum Hill',
    note: null,
    lat: 40.6886,
    lng: -73.9903,
  },
  items: [
    {
      orderId: '3f0c9a52-5a8e-4c55-9d0e-6a1f2b7c8d90',
      productName: 'Blue Dream',
      variantLabel: '3.5g',
      quantity: 1,
      batchNumber: null,
      certificateUrl: null,
    },
  ],
  itemCount: 1,
  retailValueCents: 4500,
  totalDueCents: 5585,
  paymentMethod: 'debit',
  payoutCents: 1350,
  windowLabel: 'As soon as possible',
  acceptedAt: '2025-06-01T17:00:00Z',
  pickedUpAt: '2025-06-01T17:10:00Z',
  arrivedAt: '2025-06-01T17:30:00Z',
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=40.6886,-73.9903',
  staffNote: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let answer: () => Response;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
const handovers = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/handover'));

function renderForm() {
  const onRefuse = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HandoverForm delivery={DELIVERY} onRefuse={onRefuse} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onRefuse };
}

/** A control in a disabled fieldset is disabled, though its own `disabled` property stays false. */
const closed = (el: HTMLElement) => (el.closest('fieldset[disabled]') ?? null) !== null;

const enterBirthDate = (value: string) =>
  fireEvent.change(screen.getByLabelText('Date of birth on the ID'), { target: { value } });

describe('HandoverForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    // Noon in New York on 1 June 2026: only Date is faked, so the user-event timers still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T16:00:00Z'));
    answer = () => json({ orderId: DELIVERY.id, status: 'delivered' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('names the recipient and starts from the payment the customer chose', () => {
    renderForm();
    expect(screen.getByText('Avery Quinn')).toBeTruthy();
    expect(screen.getByText("Check the recipient's government ID")).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Debit card' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('$55.85')).toBeTruthy();
  });

  it('keeps the payment step closed until the ID shows 21 or older, then needs the payment collected', async () => {
    const { user } = renderForm();
    const collected = screen.getByLabelText('Payment collected') as HTMLInputElement;
    const complete = screen.getByRole('button', { name: 'Complete delivery' }) as HTMLButtonElement;
    expect(closed(collected)).toBe(true);
    expect(complete.disabled).toBe(true);
    expect(screen.getByText('2. Payment opens once the ID shows 21 or older.')).toBeTruthy();
    enterBirthDate('1991-02-30');
    expect(closed(collected)).toBe(true);
    enterBirthDate('1990-01-01');
    await waitFor(() => expect(closed(collected)).toBe(false));
    expect(screen.getByText('ID shows 21 or older')).toBeTruthy();
    await user.click(complete);
    expect(await screen.findByText('Confirm the payment was collected')).toBeTruthy();
    expect(collected.getAttribute('aria-invalid')).toBe('true');
    expect(handovers()).toHaveLength(0);
  });

  it('sends the ID date, the payment method and the collected flag', async () => {
    const { user } = renderForm();
    enterBirthDate('1990-01-01');
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByLabelText('Payment collected'));
    await user.click(screen.getByRole('button', { name: 'Complete delivery' }));
    await waitFor(() => expect(handovers()).toHaveLength(1));
    const [url, init] = handovers()[0]!;
    expect(url).toBe('/api/courier/orders/3f0c9a52-5a8e-4c55-9d0e-6a1f2b7c8d90/handover');
    expect(JSON.parse(String(init?.body))).toEqual({
      idBirthDate: '1990-01-01',
      paymentMethod: 'cash',
      paymentCollected: true,
    });
  });

  it('says at once when the ID reads under 21: payment stays closed and the refusal is offered', async () => {
    const { user, onRefuse } = renderForm();
    enterBirthDate('2010-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe(COURIER_MESSAGES.under21);
    expect(closed(screen.getByLabelText('Payment collected'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Complete delivery' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record refusal' }));
    expect(onRefuse).toHaveBeenCalledWith('under_21');
    expect(handovers()).toHaveLength(0);
  });

  it('lets the courier correct a mistyped date that reads under 21 and complete the hand-over', async () => {
    const { user, onRefuse } = renderForm();
    enterBirthDate('2019-04-12');
    expect((await screen.findByRole('alert')).textContent).toBe(COURIER_MESSAGES.under21);

    enterBirthDate('1991-04-12');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Record refusal' })).toBeNull();
    await user.click(screen.getByLabelText('Payment collected'));
    await user.click(screen.getByRole('button', { name: 'Complete delivery' }));
    await waitFor(() => expect(handovers()).toHaveLength(1));
    expect(JSON.parse(String(handovers()[0]![1]?.body))).toMatchObject({ idBirthDate: '1991-04-12' });
    expect(onRefuse).not.toHaveBeenCalled();
  });

  it("shows the server's under-21 answer when it disagrees, and offers the refusal", async () => {
    answer = () => json({ error: { code: 'under_21', message: COURIER_MESSAGES.under21 } }, 422);
    const { user } = renderForm();
    enterBirthDate('1990-01-01');
    await user.click(await screen.findByLabelText('Payment collected'));
    await user.click(screen.getByRole('button', { name: 'Complete delivery' }));
    expect((await screen.findByRole('alert')).textContent).toBe(COURIER_MESSAGES.under21);
    expect(screen.getByRole('button', { name: 'Record refusal' })).toBeTruthy();
  });

  it('lets the courier record a refusal when no hand-over is possible', async () => {
    const { user, onRefuse } = renderForm();
    await user.click(screen.getByRole('button', { name: "Can't hand over" }));
    expect(onRefuse).toHaveBeenCalledTimes(1);
  });
});
