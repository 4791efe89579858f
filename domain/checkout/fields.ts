import { z } from 'zod';

// Checkout fields other apps share (the courier's hand-over, the courier application), free of the cart's schemas.

export const PAYMENT_METHODS = ['cash', 'debit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash at the door',
  debit: 'Debit card at the door',
};

/** A real day of the calendar written YYYY-MM-DD (no 2026-02-30). */
export const isCalendarDate = (v: string) => {
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
};

export const BirthDateSchema = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .min(1, 'Date of birth is required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth as YYYY-MM-DD')
  .refine(isCalendarDate, 'Enter a real date of birth')
  .refine((v) => v >= '1900-01-01', 'Enter a real date of birth');
