import { useEffect, useState } from 'react';
import { countdown } from '#domain/giveaways/rules.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, minutes and seconds to the end, ticking every second; zeros once ended. */
export function LiveCountdown({ endsAt }: { endsAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = countdown(new Date(endsAt), now);
  const parts: [number, string][] = [
    [left.days, 'days'],
    [left.hours, 'hours'],
    [left.minutes, 'min'],
    [left.seconds, 'sec'],
  ];
  return (
    <div
      className="flex gap-2"
      role="timer"
      aria-label={`${left.days} days ${left.hours} hours ${left.minutes} minutes left`}
    >
      {parts.map(([value, unit]) => (
        <div key={unit} className="min-w-16 rounded-xl bg-surface-2 px-3 py-2 text-center" aria-hidden>
          <div className="font-display text-2xl font-semibold tabular-nums">
            {unit === 'days' ? value : pad(value)}
          </div>
          <div className="text-[11px] uppercase tracking-wide text-muted">{unit}</div>
        </div>
      ))}
    </div>
  );
}
