// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { ID_CHECK_MESSAGES, nameMismatchMessage } from '#domain/id-check/messages.ts';
import { aamvaPayload } from '#domain/id-check/testing/aamva-payload.ts';
import { IdCheckStep } from './id-check-step.tsx';

const decoder = vi.hoisted(() => ({
  decodePdf417: vi.fn(async (_source: unknown): Promise<string | null> => null),
  prefetchIdScanner: vi.fn(),
}));
vi.mock('../id-scan/decode.ts', () => decoder);

const ORDER_ID = '3f0c9a52-5a8e-4c55-9d0e-6a1f2b7c8d90';
// Only what the step reads; the rest of a delivery is the hand-over form's business.
const DELIVERY = {
  id: ORDER_ID,
  dropoff: { recipient: 'Avery Quinn' },
  idCheck: null,
} as unknown as CourierDelivery;

const RAW = aamvaPayload({
  firstName: 'Avery',
  middleName: 'Jo',
  lastName: 'Quinn',
  birthDate: '1990-04-12',
  expiryDate: '2030-04-12',
  idNumber: '123456789',
});
/** The fields of RAW the server receives: what the barcode says, nothing more. */
const FIELDS = {
  method: 'scanned',
  firstName: 'AVERY',
  middleName: 'JO',
  lastName: 'QUINN',
  birthDate: '1990-04-12',
  expiryDate: '2030-04-12',
  jurisdiction: 'NY',
  idNumber: '123456789',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (code: string, message: string) => json({ error: { code, message } }, 422);
const PASSED = {
  check: {
    passed: true,
    method: 'scanned',
    ofAge: true,
    expiryValid: true,
    nameMatched: true,
    overridden: false,
    jurisdiction: 'NY',
    at: '2026-06-01T16:00:00.000Z',
  },
};
let answer: () => Response;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
const checks = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/id-check'));
const sent = (n: number) => JSON.parse(String(checks()[n]![1]?.body)) as unknown;

const photo = () => new File([new Uint8Array([255, 216, 255])], 'id.jpg', { type: 'image/jpeg' });

function renderStep() {
  const onRefuse = vi.fn();
  const onRecheck = vi.fn();
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <IdCheckStep delivery={DELIVERY} onRefuse={onRefuse} rechecking={false} onRecheck={onRecheck} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  /** One photo of the barcode, read as `raw` (null: no barcode found). */
  const scan = async (raw: string | null) => {
    decoder.decodePdf417.mockResolvedValueOnce(raw);
    const input = screen.getByTestId('id-photo-input') as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false));
    await user.upload(input, photo());
  };
  return { user, onRefuse, onRecheck, scan };
}

const alert = async () => (await screen.findByRole('alert')).textContent;

describe('IdCheckStep', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    decoder.decodePdf417.mockReset().mockResolvedValue(null);
    answer = () => json(PASSED);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the fields parsed from the barcode, never its text, and shows what it read', async () => {
    const { scan } = renderStep();
    await scan(RAW);
    await waitFor(() => expect(checks()).toHaveLength(1));
    const [url, init] = checks()[0]!;
    expect(url).toBe(`/api/courier/orders/${ORDER_ID}/id-check`);
    expect(init?.method).toBe('POST');
    expect(sent(0)).toEqual({ id: FIELDS });
    // No trace of the barcode itself (its header, its element ids), nor of the photo.
    expect(String(init?.body)).not.toMatch(/ANSI|DAQ|DBB|id\.jpg/);
    expect(decoder.decodePdf417).toHaveBeenCalledTimes(1);
    const read = screen.getByTestId('id-read').textContent;
    expect(read).toContain('Avery Jo Quinn');
    expect(read).toContain('Apr 12, 1990');
    expect(read).toContain('Apr 12, 2030');
  });

  it('shows an under-21 refusal and records it as under_21', async () => {
    answer = () => refusal('recipient_under_21', ID_CHECK_MESSAGES.under21);
    const { user, scan, onRefuse } = renderStep();
    await scan(RAW);
    expect(await alert()).toBe(ID_CHECK_MESSAGES.under21);
    expect(screen.queryByTestId('name-override')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record refusal' }));
    expect(onRefuse).toHaveBeenCalledExactlyOnceWith('under_21');
  });

  it('shows an expired-ID refusal and records it as no_valid_id', async () => {
    answer = () => refusal('id_expired', ID_CHECK_MESSAGES.expired);
    const { user, scan, onRefuse } = renderStep();
    await scan(RAW);
    expect(await alert()).toBe(ID_CHECK_MESSAGES.expired);
    await user.click(screen.getByRole('button', { name: 'Record refusal' }));
    expect(onRefuse).toHaveBeenCalledExactlyOnceWith('no_valid_id');
  });

  it('on a name mismatch, needs a real reason and checks the same ID again with the override', async () => {
    answer = () => refusal('name_mismatch', nameMismatchMessage('Avery Quinn'));
    const { user, scan, onRefuse } = renderStep();
    await scan(RAW);
    expect(await alert()).toBe(nameMismatchMessage('Avery Quinn'));
    const reason = screen.getByLabelText('Why are you sure the ID holder is Avery Quinn?');
    const confirm = screen.getByRole('button', { name: 'The holder is Avery Quinn: continue' });

    await user.type(reason, 'nickname');
    await user.click(confirm);
    expect(await screen.findByText(ID_CHECK_MESSAGES.overrideReason)).toBeTruthy();
    expect(checks()).toHaveLength(1);

    answer = () => json({ check: { ...PASSED.check, nameMatched: false, overridden: true } });
    await user.clear(reason);
    await user.type(reason, '  Married name on the ID, showed the order e-mail  ');
    await user.click(confirm);
    await waitFor(() => expect(checks()).toHaveLength(2));
    expect(sent(1)).toEqual({
      id: FIELDS,
      override: { reason: 'Married name on the ID, showed the order e-mail' },
    });
    expect(onRefuse).not.toHaveBeenCalled();
  });

  it('offers the refusal on a name mismatch too', async () => {
    answer = () => refusal('name_mismatch', nameMismatchMessage('Avery Quinn'));
    const { user, scan, onRefuse } = renderStep();
    await scan(RAW);
    await user.click(await screen.findByRole('button', { name: 'Record refusal' }));
    expect(onRefuse).toHaveBeenCalledExactlyOnceWith('not_recipient');
  });

  it('after three failed scans, offers typing the dates and sends them as a typed check', async () => {
    const { user, scan } = renderStep();
    await scan(null);
    expect((await screen.findByTestId('failed-scans')).textContent).toMatch(/^1 of 3 scans failed/);
    // A barcode that is no ID's (a QR code's link, a store card) is a failed scan too.
    await scan('https://example.com/menu');
    await waitFor(() => expect(screen.getByTestId('failed-scans').textContent).toMatch(/^2 of 3/));
    expect(screen.queryByTestId('typed-id-form')).toBeNull();
    await scan(null);
    const form = await screen.findByTestId('typed-id-form');
    expect(form.textContent).toContain('Three scans failed');
    expect(screen.queryByTestId('id-photo-input')).toBeNull();
    expect(checks()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Date of birth on the ID'), { target: { value: '1990-04-12' } });
    fireEvent.change(screen.getByLabelText('Expiry date on the ID'), { target: { value: '2030-04-12' } });
    await user.click(screen.getByLabelText('The name on the ID is Avery Quinn'));
    await user.click(screen.getByRole('button', { name: 'Check typed ID' }));
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(sent(0)).toEqual({
      id: {
        method: 'typed',
        fallback: 'failed_scans',
        birthDate: '1990-04-12',
        expiryDate: '2030-04-12',
        nameMatches: true,
      },
    });
  });

  it('lets the courier type the dates at once for a damaged barcode, and go back to scanning', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Barcode damaged? Type the dates' }));
    expect(screen.getByTestId('typed-id-form').textContent).toContain('Barcode damaged');
    await user.click(screen.getByRole('button', { name: 'Check typed ID' }));
    expect(await screen.findByText('Date of birth is required')).toBeTruthy();
    expect(checks()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Scan instead' }));
    expect(screen.getByTestId('id-photo-input')).toBeTruthy();
  });
});
