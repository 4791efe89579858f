// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { INCIDENT_MESSAGES } from '#domain/couriers/incidents.ts';
import { IncidentForm } from './incident-form.tsx';

const ORDER = { id: '3f0c9a52-5a8e-4c55-9d0e-6a1f2b7c8d90', number: 'NYM-7KQ2ZD', status: 'in_transit' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let answer: () => Response;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
const reports = () =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/courier/incidents' && init?.method === 'POST');
const sent = (n = 0) => JSON.parse(String(reports()[n]![1]?.body)) as Record<string, unknown>;

function renderForm(orderId?: string) {
  const onReported = vi.fn();
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <IncidentForm orders={[ORDER]} orderId={orderId} onReported={onReported} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onReported };
}
const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send report' }));

describe('IncidentForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    answer = () => json({ incident: {} }, 201);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('needs a category, and notes when it is "Other"', async () => {
    const { user } = renderForm();
    await send(user);
    expect(await screen.findByText(INCIDENT_MESSAGES.category)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByLabelText('Notes')).toBeTruthy();
    await send(user);
    expect(await screen.findByText(INCIDENT_MESSAGES.notesRequired)).toBeTruthy();
    expect(reports()).toHaveLength(0);
  });

  it('sends no order when none is chosen, and trims the notes', async () => {
    const { user, onReported } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Aggressive person' }));
    await user.type(screen.getByLabelText('Notes (optional)'), '  Shouting at the door  ');
    await send(user);
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(sent()).toEqual({ category: 'aggressive_person', notes: 'Shouting at the door' });
    await waitFor(() => expect(onReported).toHaveBeenCalledTimes(1));
  });

  it('starts from the delivery the courier came from, and shows the server refusing it', async () => {
    answer = () =>
      json({ error: { code: 'order_not_yours', message: INCIDENT_MESSAGES.orderNotYours } }, 422);
    const { user, onReported } = renderForm(ORDER.id);
    expect((screen.getByLabelText('Delivery (optional)') as HTMLSelectElement).value).toBe(ORDER.id);
    await user.click(screen.getByRole('radio', { name: 'ID or age problem' }));
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(INCIDENT_MESSAGES.orderNotYours);
    expect(sent()).toEqual({ category: 'id_age_problem', notes: '', orderId: ORDER.id });
    expect(onReported).not.toHaveBeenCalled();
  });
});
