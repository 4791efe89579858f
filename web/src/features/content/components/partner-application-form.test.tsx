// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PARTNER_MESSAGES } from '#domain/merchant/partner-schemas.ts';
import { PartnerApplicationForm } from './partner-application-form.tsx';
import { SLOW_MACHINE } from '#web/test-support/slow-machine.ts';

function renderForm(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PartnerApplicationForm />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetch };
}

async function fill(user: ReturnType<typeof userEvent.setup>, zip = '10013') {
  await user.type(screen.getByLabelText('Shop name'), 'Canal Leaf');
  await user.type(screen.getByLabelText('OCM licence number'), 'ocm-aucp-2026-000777');
  await user.type(screen.getByLabelText('Street address'), '212 Canal Street');
  await user.type(screen.getByLabelText('ZIP code'), zip);
  await user.type(screen.getByLabelText('Contact name'), 'Mei Lin');
  await user.type(screen.getByLabelText('Email'), 'mei@example.test');
  await user.type(screen.getByLabelText('Phone'), '(212) 555-0173');
  await user.click(screen.getByRole('button', { name: 'Send application' }));
}

const messageOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('PartnerApplicationForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the fields with the schema before sending anything', async () => {
    const { user, fetch } = renderForm(() => Response.json({}));
    await fill(user, '10301');
    await vi.waitFor(
      () => expect(messageOf('ZIP code')).toContain('ZIP 10301 is outside our delivery area'),
      SLOW_MACHINE,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the licence upper-case and the phone as digits, then thanks the contact', async () => {
    const { user, fetch } = renderForm(() =>
      Response.json({ message: PARTNER_MESSAGES.received }, { status: 201 }),
    );
    await fill(user);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Thank you, Mei'),
    );
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, string>;
    expect(body).toMatchObject({ licenseNumber: 'OCM-AUCP-2026-000777', phone: '2125550173' });
  });

  it("shows the server's refusal", async () => {
    const { user } = renderForm(() =>
      Response.json(
        { error: { code: 'duplicate_application', message: PARTNER_MESSAGES.duplicateLicense } },
        { status: 409 },
      ),
    );
    await fill(user);
    expect((await screen.findByRole('alert')).textContent).toBe(PARTNER_MESSAGES.duplicateLicense);
  });
});
