import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AddCartItem } from '#domain/cart.ts';
import type { QuoteInput } from '#domain/checkout.schemas.ts';
import type { Borough } from '#domain/compliance/delivery-area.ts';
import type { DeliveryWindow, StoreHours } from '#domain/compliance/delivery-windows.ts';
import type { Cents } from '#domain/money.ts';
import type { CouponTerms, PriceBreakdown } from '#domain/pricing.ts';
import { api } from '#web/lib/api-client.ts';

export interface QuoteLine {
  productId: string;
  selectedWeight: string;
  quantity: number;
  /** Null when the product or weight is no longer sold. */
  productName: string | null;
  unitPriceCents: Cents;
  stock: number;
  available: boolean;
}

/** `POST /api/checkout/quote`: today's prices and terms, for the same `priceOrder` the server runs. */
export interface CheckoutQuote {
  lines: QuoteLine[];
  borough: Borough | null;
  zipError: string | null;
  firstOrder: boolean;
  coupon: CouponTerms | null;
  couponError: string | null;
  pricing: PriceBreakdown | null;
  deliveryFees: Record<Borough, Cents>;
  storeHours: StoreHours;
  asapAvailable: boolean;
  windows: DeliveryWindow[];
  idNotice: string;
}

export type CheckoutItem = Required<AddCartItem>;

export const getCheckoutQuote = (body: QuoteInput) =>
  api<CheckoutQuote>('/api/checkout/quote', { method: 'POST', body });

interface QuoteRequest {
  userId: string | null;
  couponCode: string;
  /** The cart's lines: sent by guests, a key for signed-in customers (the server reads their cart). */
  items: readonly CheckoutItem[];
}

export const checkoutQuoteQuery = ({ userId, couponCode, items }: QuoteRequest) =>
  queryOptions({
    queryKey: ['checkout-quote', userId, couponCode, items] as const,
    queryFn: () => getCheckoutQuote({ couponCode, ...(userId ? {} : { items: [...items] }) }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // Hours and windows move with the clock: a page left open keeps offering bookable windows.
    refetchInterval: 5 * 60_000,
  });

export function useCheckoutQuote(request: QuoteRequest) {
  return useQuery(checkoutQuoteQuery(request));
}
