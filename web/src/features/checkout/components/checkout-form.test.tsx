// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { mixedShopsMessage } from '#domain/cart-shops.ts';
import { deliveryWindows } from '#domain/compliance/delivery-windows.ts';
import { DEFAULT_STORE_HOURS } from '#domain/compliance/store-hours.ts';
import { DEFAULT_DELIVERY_FEES } from '#domain/pricing.ts';
import type { CheckoutQuote } from '#domain/checkout/quote-response.ts';
import { CheckoutForm } from './checkout-form.tsx';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const ITEMS = [{ productId: PRODUCT, selectedWeight: '3.5g', quantity: 1 }];
const QUOTE: CheckoutQuote = {
  lines: [{ ...ITEMS[0]!, productName: 'Blue Dream', unitPriceCents: 4500, stock: 9, available: true }],
  borough: null,
  zipError: null,
  firstOrder: false,
  coupon: null,
  couponError: null,
  pricing: null,
  deliveryFees: DEFAULT_DELIVERY_FEES,
  freeDeliveryThresholdCents: 10_000,
  firstOrderPercent: 10,
  storeHours: DEFAULT_STORE_HOURS,
  asapAvailable: true,
  windows: deliveryWindows(new Date()),
  idNotice: 'Valid ID required at delivery, must be 21+',
};
const ORDER = {
  orderNumber: 'NYM-7KQ2ZD',
  trackingCode: 'ABCDEFGHJK234567',
  items: [{ productName: 'Blue Dream', variantLabel: '3.5g', quantity: 1, unitPriceCents: 4500 }],
  delivery: { isAsap: true, windowLabel: 'As soon as possible (about 60 minutes)' },
  pricing: { subtotalCents: 4500, discount: null, deliveryFeeCents: 500, exciseCents: 585, totalCents: 5585 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let checkoutAnswer: () => Response;
let quoteAnswer: () => Response;
let sessionAnswer: () => Response = () => json({ user: null });
let accountAnswer: () => Response = () => json({});
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url === '/api/session') return sessionAnswer();
  if (url === '/api/account') return accountAnswer();
  if (url === '/api/checkout/quote') return quoteAnswer();
  if (url === '/api/checkout') return checkoutAnswer();
  return json({});
});
const checkoutCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/checkout');

function renderForm() {
  const onOrderPlaced = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutForm items={ITEMS} onOrderPlaced={onOrderPlaced} />} />
          <Route path="/order-confirmation" element={<p>Confirmation page</p>} />
          <Route path="/cart" element={<p>Cart page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onOrderPlaced };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, zip = '11217') {
  await user.type(screen.getByLabelText('Full name'), 'Jordan Lee');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.test');
  await user.type(screen.getByLabelText('Phone'), '7185550199');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-12' } });
  await user.type(screen.getByLabelText('Street address'), '245 Atlantic Ave');
  await user.type(screen.getByLabelText('ZIP code'), zip);
  await user.click(screen.getByLabelText('This is a residential address'));
  await user.click(screen.getByRole('radio', { name: /Cash at the door/ }));
  await user.click(screen.getByLabelText('I confirm I am 21 years of age or older'));
}

describe('CheckoutForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
    checkoutAnswer = () => json({ order: ORDER, replayed: false }, 201);
    quoteAnswer = () => json(QUOTE);
    sessionAnswer = () => json({ user: null });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  it('shows the date of birth kept on the account, read-only', async () => {
    const user = { id: 'u1', email: 'jordan@example.test', fullName: 'Jordan Lee', phone: '7185550199' };
    const signedIn = { ...user, emailVerified: true, roles: ['customer'] };
    sessionAnswer = () => json({ user: signedIn });
    accountAnswer = () => json({ user: signedIn, addresses: [], birthDate: '1990-04-12' });
    renderForm();
    const field = screen.getByLabelText('Date of birth');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('1990-04-12'));
    expect(field.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('Kept on your account from your first order')).toBeTruthy();
  });

  it('shows the schema messages on their fields when placed empty', async () => {
    const { user } = renderForm();
    await screen.findByText('Blue Dream');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'Date of birth is required',
      'Street address is required',
      'ZIP code is required',
      'Confirm this is a residential address',
      'Choose how you will pay',
      'You must confirm you are 21 or older',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    const name = screen.getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Full name is required',
    );
    expect(document.activeElement).toBe(name);
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('formats the phone, names the borough and prices delivery as the ZIP is typed', async () => {
    const { user } = renderForm();
    await screen.findByText('Blue Dream');
    await user.type(screen.getByLabelText('Phone'), '7185550199');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(718) 555-0199');
    await user.type(screen.getByLabelText('ZIP code'), '11217');
    const zip = screen.getByLabelText('ZIP code');
    expect(document.getElementById(zip.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Delivering to Brooklyn',
    );
    expect(screen.getByTestId('price-delivery').textContent).toBe('DeliveryBrooklyn$5.00');
    expect(screen.getByTestId('price-excise').textContent).toContain('$5.85');
    expect(screen.getByTestId('price-total').textContent).toContain('$55.85');
  });

  it('refuses a ZIP outside the three boroughs on the ZIP field, without ordering', async () => {
    const { user } = renderForm();
    await screen.findByText('Blue Dream');
    await fillValidForm(user, '10301');
    const zip = screen.getByLabelText('ZIP code');
    const describedBy = () =>
      document.getElementById(zip.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(describedBy()).toContain('We deliver only to Manhattan, Brooklyn and Queens');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(describedBy()).toContain('We deliver only to Manhattan, Brooklyn and Queens');
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('places the order once with an Idempotency-Key and opens the confirmation', async () => {
    const { user, onOrderPlaced } = renderForm();
    await screen.findByText('Blue Dream');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Confirmation page');
    expect(checkoutCalls()).toHaveLength(1);
    const init = checkoutCalls()[0]![1]!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(JSON.parse(init.body as string)).toMatchObject({
      phone: '7185550199',
      zip: '11217',
      deliveryTime: 'asap',
      paymentMethod: 'cash',
      residential: true,
      ageAttested: true,
      items: ITEMS,
    });
    expect(sessionStorage.getItem('order_confirmation:ABCDEFGHJK234567')).toContain('NYM-7KQ2ZD');
    expect(onOrderPlaced).toHaveBeenCalledOnce();
  });

  it("puts the server's refusals on their field, or in the alert with a link to the cart", async () => {
    checkoutAnswer = () =>
      json({ error: { code: 'under_age', message: 'Too young', fields: { birthDate: 'Too young' } } }, 422);
    const { user } = renderForm();
    await screen.findByText('Blue Dream');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Too young')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Date of birth')));

    checkoutAnswer = () =>
      json({ error: { code: 'out_of_stock', message: 'Blue Dream (3.5g) is out of stock' } }, 409);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-13' } });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByText('Blue Dream (3.5g) is out of stock');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/cart');
    const keys = checkoutCalls().map(
      ([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows a cart from two shops refused by the quote, with the way back to the cart', async () => {
    const message = mixedShopsMessage([
      { id: 'a', name: 'Larkspur & Lime' },
      { id: 'b', name: 'Ironbark Cannabis Co.' },
    ])!;
    quoteAnswer = () => json({ error: { code: 'mixed_shops', message } }, 422);
    renderForm();
    const shown = await screen.findByText(message);
    expect(shown.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
