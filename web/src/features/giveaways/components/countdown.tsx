import { cn } from '#web/lib/cn.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, minutes and seconds left, ticking every second; zeros once it has ended. */
export function Countdown({ endsAt, className }: { endsAt: string; className?: string }) {
  const left = useCountdown(endsAt);
  const units: ['days' | 'hours' | 'minutes' | 'seconds', string][] = [
    ['days', 'Days'],
    ['hours', 'Hours'],
    ['minutes', 'Min'],
    ['seconds', 'Sec'],
  ];
  return (
    <div
      role="timer"
      aria-label={
        left.ended
          ? 'The giveaway has ended'
          : `${left.days} days, ${left.hours} hours and ${left.minutes} minutes left`
      }
      data-testid="giveaway-countdown"
      className={cn('grid grid-cols-4 gap-2 sm:gap-3', className)}
    >
      {units.map(([key, label]) => (
        <div
          key={key}
          className="rounded-2xl border border-white/15 bg-white/10 px-2 py-3 text-center backdrop-blur-sm"
        >
          <span aria-hidden data-unit={key} className="block font-display text-3xl tabular-nums sm:text-4xl">
            {key === 'days' ? left.days : pad(left[key])}
          </span>
          <span
            aria-hidden
            className="mt-1 block text-[11px] font-semibold uppercase tracking-[0.2em] opacity-80"
          >
            {label}
          </span>
        </div>
      ))}
    </div>
  );
}
