import { Wifi, WifiOff } from 'lucide-react';
import { useRealtimeStatus } from '#web/hooks/use-realtime.ts';

/** Whether new orders arrive by themselves right now: "Live", or "Reconnecting…" while the socket is down. */
export function ConnectionNote() {
  const live = useRealtimeStatus() === 'open';
  const Icon = live ? Wifi : WifiOff;
  return (
    <span
      role="status"
      className={
        live
          ? 'flex items-center gap-1.5 text-sm text-success'
          : 'flex items-center gap-1.5 text-sm text-amber-700 dark:text-amber-300'
      }
    >
      <Icon className="h-4 w-4" aria-hidden />
      {live ? 'Live' : 'Reconnecting…'}
    </span>
  );
}
