const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2026-11-28" → "November 28, 2026". The server gives the New York day; formatting it here needs no `Intl` (building
 * a time-zone formatter cost a phone 16 ms in the middle of the home page's start).
 */
export function formatPublished(day: string): string {
  const [year, month = 1, date = 1] = day.split('-').map(Number);
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}

/** "7185550193" → "(718) 555-0193". */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

/** "09:00" → "9 am", "21:30" → "9:30 pm". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 && h < 24 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m ? `${hour}:${String(m).padStart(2, '0')} ${suffix}` : `${hour} ${suffix}`;
}
