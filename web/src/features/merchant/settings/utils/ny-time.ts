import { TZDate } from '@date-fns/tz';
import { COMPLIANCE } from '#domain/compliance/rules.ts';

const tz = COMPLIANCE.timeZone;

/** A datetime-local value read as New York time (the shop's clock, whatever the device's zone). */
export function nyInstant(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, 0, tz).getTime());
}
