export interface DiffLine {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Every key of before and after, flattened to dotted paths (deliveryFees.Manhattan), sorted, each marked changed
 * or not. Arrays are compared whole.
 */
export function auditDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DiffLine[] {
  const lines: DiffLine[] = [];
  const walk = (a: unknown, b: unknown, prefix: string) => {
    if (
      (isObject(a) || a === undefined) &&
      (isObject(b) || b === undefined) &&
      (isObject(a) || isObject(b))
    ) {
      const keys = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].sort();
      for (const key of keys) walk(a?.[key], b?.[key], prefix ? `${prefix}.${key}` : key);
      return;
    }
    lines.push({ key: prefix, before: a, after: b, changed: !same(a, b) });
  };
  walk(before ?? undefined, after ?? undefined, '');
  return lines;
}

/** A value as it reads in the diff: strings bare, nothing as an em dash, arrays comma-separated. */
export function diffValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (Array.isArray(value)) return value.map(diffValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
