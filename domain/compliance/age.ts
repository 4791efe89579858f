import { COMPLIANCE } from './rules.ts';
import { nyDay } from '../time/ny-format.ts';

/** Whole years between a YYYY-MM-DD birth date and today in New York. */
export function ageOn(birthDate: string, now: Date = new Date()): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = nyDay(now).split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** NY Cannabis Law §127: 21 or older today (America/New_York). */
export function isOfAge(birthDate: string, now: Date = new Date()): boolean {
  return ageOn(birthDate, now) >= COMPLIANCE.minimumAge;
}
