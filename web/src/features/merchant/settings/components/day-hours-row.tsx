import type { ShopDayHours } from '#domain/merchant/shop-hours.ts';

const TIME =
  'h-10 rounded-xl border border-border bg-surface px-2 text-sm tabular-nums disabled:opacity-40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40';
const DEFAULT_DAY: ShopDayHours = { opens: '10:00', closes: '22:00' };

/** One weekday of the hours editor: open or closed, and from when to when (New York time). */
export function DayHoursRow({
  day,
  value,
  onChange,
  error,
}: {
  day: string;
  value: ShopDayHours | null;
  onChange: (next: ShopDayHours | null) => void;
  error?: string | undefined;
}) {
  const open = value !== null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2">
      <label className="flex w-32 cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={open}
          onChange={(e) => onChange(e.target.checked ? DEFAULT_DAY : null)}
          className="h-4 w-4 accent-[var(--accent)]"
        />
        {day}
      </label>
      {open ? (
        <div className="flex items-center gap-2 text-sm">
          <input
            type="time"
            value={value.opens}
            aria-label={`${day} opens`}
            onChange={(e) => onChange({ ...value, opens: e.target.value })}
            className={TIME}
          />
          <span className="text-muted">to</span>
          <input
            type="time"
            value={value.closes}
            aria-label={`${day} closes`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ ...value, closes: e.target.value })}
            className={TIME}
          />
        </div>
      ) : (
        <span className="text-sm text-muted">Closed</span>
      )}
      {error && <p className="w-full text-sm text-danger">{error}</p>}
    </div>
  );
}
