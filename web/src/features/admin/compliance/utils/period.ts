import { addDays, format, parseISO, startOfYear, subDays } from 'date-fns';
import { nyToday } from '#domain/time/new-york.ts';

/** A period of New York days, both ends included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ['30d', '90d', 'ytd', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PRESET_LABELS: Record<PeriodPreset, string> = {
  '30d': '30 days',
  '90d': '90 days',
  ytd: 'Year to date',
  '12m': '12 months',
};

const day = (d: Date) => format(d, 'yyyy-MM-dd');

export function presetPeriod(preset: PeriodPreset, now: Date = new Date()): Period {
  const today = nyToday(now);
  const from =
    preset === '30d'
      ? subDays(today, 29)
      : preset === '90d'
        ? subDays(today, 89)
        : preset === 'ytd'
          ? startOfYear(today)
          : addDays(subDays(today, 365), 1);
  return { from: day(from), to: day(today) };
}

/** The period in the URL, or the last 30 days. */
export function readPeriod(search: URLSearchParams, now: Date = new Date()): Period {
  const from = search.get('from');
  const to = search.get('to');
  const valid = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
  return valid(from) && valid(to) ? { from, to } : presetPeriod('30d', now);
}

/** The preset a period is, if any (the picker shows it pressed). */
export function presetOf(period: Period, now: Date = new Date()): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((p) => {
      const preset = presetPeriod(p, now);
      return preset.from === period.from && preset.to === period.to;
    }) ?? null
  );
}

export const periodQuery = ({ from, to }: Period) => new URLSearchParams({ from, to }).toString();

/** A day series as bars: the day of the month under each bar (the month over a long period), the full date on hover. */
export function dayBars<T extends { day: string }>(days: readonly T[], value: (d: T) => number) {
  return days.map((d) => ({
    label: format(parseISO(d.day), days.length > 62 ? 'MMM' : 'd'),
    fullLabel: format(parseISO(d.day), 'EEE, MMM d, yyyy'),
    value: value(d),
  }));
}
