// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DoorCheckView } from '#domain/couriers/courier-responses.ts';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { ID_CHECK_MESSAGES } from '#domain/id-check/messages.ts';
import type { Signature } from '#domain/id-check/schemas.ts';
import { HandoverForm } from './handover-form.tsx';

const SIGNATURE: Signature = { width: 320, height: 176, path: 'M 10 120 L 60 80 L 140 130 L 260 60' };

vi.mock('../id-scan/decode.ts', () => ({
  decodePdf417: vi.fn(async () => null),
  prefetchIdScanner: vi.fn(),
}));
// The canvas is the pad's own business (see signature-path.test.ts): here a button signs, another clears.
vi.mock('../id-scan/signature-pad.tsx', () => ({
  SignaturePad: ({ label, onChange }: { label: string; onChange: (s: Signature | null) => void }) => (
    <div>
      <button type="button" onClick={() => onChange(SIGNATURE)}>
        Sign ({label})
      </button>
      <button type="button" onClick={() => onChange(null)}>
        Clear signature
      </button>
    </div>
  ),
}));

const PASSED: DoorCheckView = {
  passed: true,
  method: 'scanned',
  ofAge: true,
  expiryValid: true,
  nameMatched: true,
  overridden: false,
  jurisdiction: 'NY',
  at: '2025-06-01T17:31:00.000Z',
};

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
  idCheck: null,
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=40.6886,-73.9903',
  staffNote: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let answer: () => Response;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
const handovers = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/handover'));

function renderForm(idCheck: DoorCheckView | null = null) {
  const onRefuse = vi.fn();
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <HandoverForm delivery={{ ...DELIVERY, idCheck }} onRefuse={onRefuse} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onRefuse };
}

/** A control in a disabled fieldset is disabled, though its own `disabled` property stays false. */
const closed = (el: HTMLElement) => el.closest('fieldset[disabled]') !== null;
const complete = () => screen.getByRole('button', { name: 'Complete delivery' }) as HTMLButtonElement;
const SIGN = 'Sign (Signature of Avery Quinn)';

describe('HandoverForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    answer = () => json({ orderId: DELIVERY.id, status: 'delivered' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the recipient, starts from the payment the customer chose and asks for the ID first', () => {
    renderForm();
    expect(screen.getByText('Avery Quinn')).toBeTruthy();
    expect(screen.getByText("Check the recipient's government ID", { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan ID barcode' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Debit card' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('$55.85')).toBeTruthy();
  });

  it.each([
    ['before any ID check', null],
    ['after a refused check', { ...PASSED, passed: false, ofAge: false }],
  ])('keeps payment and signature closed %s', (_, idCheck) => {
    renderForm(idCheck);
    const waiting = screen.getByText('Payment and signature open once the ID check has passed.');
    const collected = screen.getByLabelText('Payment collected');
    expect(closed(collected)).toBe(true);
    expect(closed(screen.getByRole('radio', { name: 'Cash' }))).toBe(true);
    expect(collected.closest('fieldset')?.getAttribute('aria-describedby')).toBe(waiting.id);
    expect(screen.queryByRole('button', { name: SIGN })).toBeNull();
    expect(complete().disabled).toBe(true);
    expect(screen.queryByTestId('id-check-passed')).toBeNull();
  });

  it('opens payment and signature once the ID check has passed', () => {
    renderForm(PASSED);
    expect(screen.getByTestId('id-check-passed').textContent).toContain(
      'ID checked: 21 or older, valid, name matches',
    );
    expect(screen.getByText('ID scanned · NY')).toBeTruthy();
    expect(screen.queryByText('Payment and signature open once the ID check has passed.')).toBeNull();
    expect(closed(screen.getByLabelText('Payment collected'))).toBe(false);
    expect(screen.getByRole('button', { name: SIGN })).toBeTruthy();
    expect(complete().disabled).toBe(false);
  });

  it('says when the holder was confirmed by override rather than by name', () => {
    renderForm({ ...PASSED, method: 'typed', nameMatched: false, overridden: true, jurisdiction: null });
    expect(screen.getByTestId('id-check-passed').textContent).toContain('valid, holder confirmed');
    expect(screen.getByText('ID typed')).toBeTruthy();
  });

  it('closes payment again while the courier checks another ID', async () => {
    const { user } = renderForm(PASSED);
    await user.click(screen.getByRole('button', { name: 'Check another ID' }));
    expect(closed(screen.getByLabelText('Payment collected'))).toBe(true);
    expect(complete().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: SIGN })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scan ID barcode' })).toBeTruthy();
  });

  it('asks for the signature and sends nothing without it', async () => {
    const { user } = renderForm(PASSED);
    await user.click(screen.getByLabelText('Payment collected'));
    await user.click(complete());
    expect((await screen.findByRole('alert')).textContent).toBe(ID_CHECK_MESSAGES.signature);
    expect(ID_CHECK_MESSAGES.signature).toBe('Ask the recipient to sign');
    expect(handovers()).toHaveLength(0);
  });

  it('needs the payment collected too, and a cleared signature counts as none', async () => {
    const { user } = renderForm(PASSED);
    await user.click(screen.getByRole('button', { name: SIGN }));
    await user.click(screen.getByRole('button', { name: 'Clear signature' }));
    await user.click(complete());
    expect(await screen.findByText('Confirm the payment was collected')).toBeTruthy();
    expect(screen.getByText(ID_CHECK_MESSAGES.signature)).toBeTruthy();
    expect(screen.getByLabelText('Payment collected').getAttribute('aria-invalid')).toBe('true');
    expect(handovers()).toHaveLength(0);
  });

  it('sends the payment and the signature to complete the delivery', async () => {
    const { user, onRefuse } = renderForm(PASSED);
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByLabelText('Payment collected'));
    await user.click(screen.getByRole('button', { name: SIGN }));
    await user.click(complete());
    await waitFor(() => expect(handovers()).toHaveLength(1));
    const [url, init] = handovers()[0]!;
    expect(url).toBe('/api/courier/orders/3f0c9a52-5a8e-4c55-9d0e-6a1f2b7c8d90/handover');
    expect(init?.method).toBe('POST');
    // No position: the test's browser has none to give.
    expect(JSON.parse(String(init?.body))).toEqual({
      paymentMethod: 'cash',
      paymentCollected: true,
      signature: SIGNATURE,
    });
    expect(fetchMock.mock.calls.filter(([u]) => u.endsWith('/id-check'))).toHaveLength(0);
    expect(onRefuse).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the hand-over", async () => {
    answer = () => json({ error: { code: 'id_not_checked', message: ID_CHECK_MESSAGES.notChecked } }, 409);
    const { user } = renderForm(PASSED);
    await user.click(screen.getByLabelText('Payment collected'));
    await user.click(screen.getByRole('button', { name: SIGN }));
    await user.click(complete());
    expect((await screen.findByRole('alert')).textContent).toBe(ID_CHECK_MESSAGES.notChecked);
  });

  it('lets the courier record a refusal when no hand-over is possible', async () => {
    const { user, onRefuse } = renderForm();
    await user.click(screen.getByRole('button', { name: "Can't hand over" }));
    expect(onRefuse).toHaveBeenCalledExactlyOnceWith();
  });
});
