import { COMMISSION_BPS_MAX, type PartnerShopUpdate } from '#domain/admin/partners.ts';

/** 2000 → '20%', 1750 → '17.50%'. */
export const percentOf = (bps: number) => `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : 2)}%`;

/** What the commission field asks for, in basis points, or why it cannot be sent. */
export function commissionChange(value: string, currentBps: number): PartnerShopUpdate | string {
  const text = value.replace('%', '').trim();
  const pct = Number(text);
  if (text === '' || !Number.isFinite(pct)) return 'Enter the commission as a number';
  const bps = Math.round(pct * 100);
  if (bps < 0 || bps > COMMISSION_BPS_MAX) return 'The commission must be between 0% and 100%';
  if (Math.abs(pct * 100 - bps) > 1e-6) return 'Use at most two decimals';
  if (bps === currentBps) return `The commission is already ${percentOf(bps)}`;
  return { commissionBps: bps };
}
