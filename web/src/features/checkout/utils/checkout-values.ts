import { DEFAULT_WEIGHT } from '#domain/catalog.ts';
import type { PaymentMethod } from '#domain/checkout.schemas.ts';

/** What the form holds while it is filled in; `CheckoutSchema` turns it into the request body. */
export interface CheckoutValues {
  fullName: string;
  email: string;
  phone: string;
  birthDate: string;
  street: string;
  apartment: string;
  zip: string;
  residential: boolean;
  /** 'asap', the ISO start of a window, or '' before a choice. */
  deliveryTime: string;
  note: string;
  paymentMethod: PaymentMethod | '';
  couponCode: string;
  ageAttested: boolean;
  saveAddress: boolean;
}

export const EMPTY_CHECKOUT: CheckoutValues = {
  fullName: '',
  email: '',
  phone: '',
  birthDate: '',
  street: '',
  apartment: '',
  zip: '',
  residential: false,
  deliveryTime: '',
  note: '',
  paymentMethod: '',
  couponCode: '',
  ageAttested: false,
  saveAddress: false,
};

/** Products sold by the piece read 'Each'; other variants show their weight label. */
export const variantText = (weight: string) => (weight === DEFAULT_WEIGHT ? 'Each' : weight);

/** The saved-address choice that means "type a new address". */
export const NEW_ADDRESS = 'new';
