import { describe, expect, it } from 'vitest';
import { ZIP_NOT_SERVED_MESSAGE } from '#domain/compliance/delivery-area.ts';
import { mixedShopsMessage } from '#domain/cart-shops.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { describeCheckoutError, SERVER_FAULT, UNKNOWN_FAULT } from './checkout-errors.ts';

describe('describeCheckoutError', () => {
  it('puts a compliance refusal on its field, without a second alert', () => {
    const error = new ApiError(
      422,
      'zip_not_served',
      `ZIP 10301 is outside our delivery area. ${ZIP_NOT_SERVED_MESSAGE}`,
      {
        zip: ZIP_NOT_SERVED_MESSAGE,
      },
    );
    expect(describeCheckoutError(error)).toEqual({
      fields: [['zip', ZIP_NOT_SERVED_MESSAGE]],
      alert: null,
      newKey: false,
    });
  });

  it('orders validation messages as the form shows its fields', () => {
    const error = new ApiError(400, 'validation_error', 'Choose how you will pay', {
      paymentMethod: 'Choose how you will pay',
      fullName: 'Full name is required',
      birthDate: 'Enter a real date of birth',
    });
    expect(describeCheckoutError(error).fields.map(([name]) => name)).toEqual([
      'fullName',
      'birthDate',
      'paymentMethod',
    ]);
  });

  it('sends stock and limit problems to the alert with a way back to the cart', () => {
    const stock = new ApiError(
      409,
      'out_of_stock',
      'Only 1 left of Blue Dream (7g); lower the quantity to order',
    );
    expect(describeCheckoutError(stock).alert).toEqual({
      message: 'Only 1 left of Blue Dream (7g); lower the quantity to order',
      toCart: true,
    });
    const limit = new ApiError(
      422,
      'purchase_limit',
      'New York allows at most 85.05 g (3 oz) of flower per order',
    );
    expect(describeCheckoutError(limit).alert?.toCart).toBe(true);
  });

  it('sends a cart from more than one shop back to the cart with the server’s words', () => {
    const message = mixedShopsMessage([
      { id: 'a', name: 'Larkspur & Lime' },
      { id: 'b', name: 'Slope House Cannabis' },
    ])!;
    expect(describeCheckoutError(new ApiError(422, 'mixed_shops', message))).toEqual({
      fields: [],
      alert: { message, toCart: true },
      newKey: false,
    });
  });

  it('alerts with the message when a field is not on the form', () => {
    const error = new ApiError(400, 'validation_error', 'Unknown product', {
      'items.0.productId': 'Unknown product',
    });
    expect(describeCheckoutError(error)).toEqual({
      fields: [],
      alert: { message: 'Unknown product', toCart: false },
      newKey: false,
    });
  });

  it('keeps network and server faults general, and asks for a new key on a mismatch', () => {
    const offline = new ApiError(0, 'network', 'No internet connection. Please try again.');
    expect(describeCheckoutError(offline).alert?.message).toBe('No internet connection. Please try again.');
    expect(describeCheckoutError(new ApiError(503, 'unavailable', 'db down')).alert?.message).toBe(
      SERVER_FAULT,
    );
    expect(describeCheckoutError(new Error('boom')).alert?.message).toBe(UNKNOWN_FAULT);
    const mismatch = new ApiError(
      422,
      'idempotency_mismatch',
      'This checkout was already submitted with different details',
    );
    expect(describeCheckoutError(mismatch).newKey).toBe(true);
  });
});
