import { shiftDay } from '#domain/time/new-york.ts';
import { nyDay } from '#domain/time/ny-format.ts';

export const SALES_PRESETS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type SalesPreset = (typeof SALES_PRESETS)[number];
export const SALES_PRESET_LABELS: Record<SalesPreset, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  month: 'This month',
  custom: 'Custom',
};

export interface SalesSelection {
  preset: SalesPreset;
  from?: string | undefined;
  to?: string | undefined;
}

export interface SalesRange {
  from: string;
  to: string;
}

/** The New York days a selection covers, or null for a custom period not yet chosen (or backwards). */
export function salesRange(selection: SalesSelection, now: Date): SalesRange | null {
  const today = nyDay(now);
  switch (selection.preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: shiftDay(today, -6), to: today };
    case '30d':
      return { from: shiftDay(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom': {
      const { from, to } = selection;
      return from && to && from <= to ? { from, to } : null;
    }
  }
}

export const readPreset = (value: string | null): SalesPreset =>
  SALES_PRESETS.find((p) => p === value) ?? '30d';
