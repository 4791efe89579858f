import { concentrateLimitMessage, flowerLimitMessage } from './limits.ts';

/** The NY rule a refusal enforced (the compliance log keeps the rule, the surface and the user id, nothing else). */
export const REFUSAL_RULES = [
  'purchase_limit_flower',
  'purchase_limit_concentrate',
  'delivery_area',
  'hours',
  'age',
  'signup_age',
  'application_age',
  'carry_limit',
] as const;
export type RefusalRule = (typeof REFUSAL_RULES)[number];

export const REFUSAL_RULE_LABELS: Record<RefusalRule, string> = {
  purchase_limit_flower: 'Flower limit (3 oz)',
  purchase_limit_concentrate: 'Concentrate limit (24 g)',
  delivery_area: 'Outside the delivery area',
  hours: 'Outside delivery hours',
  age: 'Under 21 or no attestation at checkout',
  signup_age: 'Sign-up without the 21+ confirmation',
  application_age: 'Courier applicant under 21',
  carry_limit: 'Courier carry limit',
};

/** Where the refusal happened. */
export const REFUSAL_SURFACES = [
  'checkout',
  'sign_up',
  'courier_application',
  'courier_accept',
  'dispatch_assign',
] as const;
export type RefusalSurface = (typeof REFUSAL_SURFACES)[number];

export const REFUSAL_SURFACE_LABELS: Record<RefusalSurface, string> = {
  checkout: 'Checkout',
  sign_up: 'Sign-up',
  courier_application: 'Courier application',
  courier_accept: 'Courier accepting an order',
  dispatch_assign: 'Dispatch assigning an order',
};

/** What a refused request answered: its error code, message and per-field messages. */
export interface RefusedAnswer {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

function checkoutRule({ code, message, fields }: RefusedAnswer): RefusalRule | null {
  if (code === 'zip_not_served') return 'delivery_area';
  if (code === 'under_age') return 'age';
  if (code === 'store_closed' || code === 'delivery_window') return 'hours';
  if (code === 'purchase_limit' && message === flowerLimitMessage()) return 'purchase_limit_flower';
  if (code === 'purchase_limit' && message === concentrateLimitMessage()) return 'purchase_limit_concentrate';
  if (code === 'validation_error' && onlyField(fields, 'ageAttested')) return 'age';
  return null;
}

/** A form refused for this field alone: the rest was filled in, so the person really stopped at the age rule. */
const onlyField = (fields: Record<string, string> | undefined, name: string) =>
  fields !== undefined && Object.keys(fields).length === 1 && name in fields;

/** The compliance rule a refused request on `surface` enforced, or null when it was refused for another reason. */
export function refusalRule(surface: RefusalSurface, answer: RefusedAnswer): RefusalRule | null {
  switch (surface) {
    case 'checkout':
      return checkoutRule(answer);
    case 'sign_up':
      return answer.code === 'validation_error' && onlyField(answer.fields, 'ageConfirmed')
        ? 'signup_age'
        : null;
    case 'courier_application':
      return answer.code === 'under_21' ? 'application_age' : null;
    case 'courier_accept':
    case 'dispatch_assign':
      return answer.code === 'carry_limit' ? 'carry_limit' : null;
  }
}
