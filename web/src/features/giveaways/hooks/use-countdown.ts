import { useEffect, useState } from 'react';
import { countdown, type Countdown } from '#domain/giveaways/rules.ts';

/** The time now in milliseconds, ticking every second while `ticking`. */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [ticking]);
  return now;
}

/** Days, hours, minutes and seconds until `endsAt`, ticking every second; zeros after the end. */
export function useCountdown(endsAt: string | null | undefined): Countdown & { now: number } {
  const now = useNow(Boolean(endsAt));
  return { ...countdown(endsAt ? new Date(endsAt) : new Date(now), new Date(now)), now };
}
