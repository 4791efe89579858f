import { hourLabel, type StoreHours, type WeeklyHours } from './store-hours.ts';

/** Monday first, as people read a week: the keys of the store's hours and of a shop's ("1" Monday … "0" Sunday). */
const WEEK = [
  { key: 'mon', index: '1', name: 'Mon' },
  { key: 'tue', index: '2', name: 'Tue' },
  { key: 'wed', index: '3', name: 'Wed' },
  { key: 'thu', index: '4', name: 'Thu' },
  { key: 'fri', index: '5', name: 'Fri' },
  { key: 'sat', index: '6', name: 'Sat' },
  { key: 'sun', index: '0', name: 'Sun' },
] as const;

/** '10:00 AM–10:00 PM'. */
export const hoursSpan = (h: StoreHours): string => `${hourLabel(h.opensHour)}–${hourLabel(h.closesHour)}`;

/** '09:30' → '9:30 AM'; '24:00' → '12:00 AM'. */
export function clockLabel(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minute).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Runs of days with the same text: 'every day …' or 'Mon–Fri …, Sat–Sun …'. */
function runsText(texts: readonly string[]): string {
  const runs: { from: number; to: number; text: string }[] = [];
  texts.forEach((text, day) => {
    const last = runs.at(-1);
    if (last?.text === text) last.to = day;
    else runs.push({ from: day, to: day, text });
  });
  if (runs.length === 1) return `every day ${runs[0]!.text}`;
  return runs
    .map((r) => `${WEEK[r.from]!.name}${r.to === r.from ? '' : `–${WEEK[r.to]!.name}`} ${r.text}`)
    .join(', ');
}

/** The store's delivery hours: 'every day 10:00 AM–10:00 PM' or 'Mon–Fri 10:00 AM–10:00 PM, Sat–Sun 11:00 AM–11:00 PM'. */
export function weeklyHoursText(hours: WeeklyHours): string {
  return runsText(WEEK.map((d) => hoursSpan(hours[d.key])));
}

/** A shop's opening hours, keyed "0" (Sunday) to "6": 'Mon–Sat 10:00 AM–10:00 PM, Sun closed'. */
export function shopHoursText(hours: Record<string, { opens: string; closes: string } | null>): string {
  return runsText(
    WEEK.map((d) => {
      const day = hours[d.index];
      return day ? `${clockLabel(day.opens)}–${clockLabel(day.closes)}` : 'closed';
    }),
  );
}
