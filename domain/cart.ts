import { DEFAULT_WEIGHT, type LimitCategory } from './catalog.ts';
import type { Cents } from './money.ts';
import { FREE_DELIVERY_THRESHOLD_CENTS } from './compliance/rules.ts';

export interface PricedProduct {
  price?: number | null;
  prices?: Record<string, number> | null;
}

/** Spec §9: prices[selected_weight] if present, else price, else 0. */
export function unitPrice(product: PricedProduct | null | undefined, selectedWeight = DEFAULT_WEIGHT): Cents {
  return product?.prices?.[selectedWeight] ?? product?.price ?? 0;
}

export interface CartLineLike {
  quantity: number;
  selectedWeight: string;
  product: PricedProduct | null | undefined;
}

export function cartSubtotal(lines: readonly CartLineLike[]): Cents {
  return lines.reduce((sum, line) => sum + unitPrice(line.product, line.selectedWeight) * line.quantity, 0);
}

export function itemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

export function badgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** How far `subtotal` is from free delivery at `threshold` (the setting; a threshold of $0 is always reached). */
export function freeDeliveryProgress(
  subtotal: Cents,
  threshold: Cents = FREE_DELIVERY_THRESHOLD_CENTS,
): { remaining: Cents; percent: number } {
  const remaining = Math.max(0, threshold - subtotal);
  const percent = threshold <= 0 ? 100 : Math.min(100, Math.round((subtotal / threshold) * 100));
  return { remaining, percent };
}

export interface VariantLike {
  label: string;
  netGrams: number;
}

export function limitLine(
  product: {
    limitCategory: LimitCategory;
    variants: readonly VariantLike[];
    thcMgPerPackage?: number | null;
  },
  selectedWeight: string,
  quantity: number,
) {
  const variant = product.variants.find((v) => v.label === selectedWeight);
  return {
    limitCategory: product.limitCategory,
    netGrams: variant?.netGrams ?? 0,
    quantity,
    thcMgPerPackage: product.thcMgPerPackage ?? null,
  };
}

export const MAX_LINE_QUANTITY = 99;
export const GUEST_CART_KEY = 'guest_cart';

/** Guest cart entry as kept in the browser (spec §3 field names, plus the product's shop). */
export interface GuestCartEntry {
  product_id: string;
  quantity: number;
  selected_weight: string;
  /** Absent in carts saved before one order came from one shop. */
  shop_id?: string;
  shop_name?: string;
}

export type { AddCartItem, AddToCart, CartLine } from './cart.schemas.ts';
