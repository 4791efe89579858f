/** How each rule parameter is typed on the page: a count, days, dollars (kept in cents) or a multiple. */
export type ParameterKind = 'count' | 'days' | 'cents' | 'multiple';

export const PARAMETER_FIELDS: Record<string, { label: string; kind: ParameterKind }> = {
  maxAccountAgeDays: { label: 'Account younger than', kind: 'days' },
  minTotalCents: { label: 'Order total from', kind: 'cents' },
  minDevices: { label: 'Devices from', kind: 'count' },
  minAccounts: { label: 'Accounts from', kind: 'count' },
  minFailures: { label: 'Failed checks from', kind: 'count' },
  withinDays: { label: 'Within the last', kind: 'days' },
  minCancelled: { label: 'Cancelled from', kind: 'count' },
  multiplier: { label: 'Times the median', kind: 'multiple' },
  minDeliveredOrders: { label: 'Delivered orders needed', kind: 'count' },
  minCustomers: { label: 'Customers from', kind: 'count' },
};

export const fieldOf = (key: string) => PARAMETER_FIELDS[key] ?? { label: key, kind: 'count' as const };

/** The value as typed in the input (dollars for cents). */
export const toInput = (key: string, value: number) =>
  fieldOf(key).kind === 'cents' ? String(value / 100) : String(value);

/** The typed text as the parameter's value (cents for dollars); NaN stays NaN for the server to refuse. */
export const fromInput = (key: string, text: string) => {
  const n = text.trim() === '' ? Number.NaN : Number(text);
  return fieldOf(key).kind === 'cents' ? Math.round(n * 100) : n;
};

export const UNITS: Record<ParameterKind, string> = { count: '', days: 'days', cents: '$', multiple: '×' };
