import { Power } from 'lucide-react';
import type { CourierView } from '#domain/couriers/views.ts';
import { cn } from '#web/lib/cn.ts';
import { useSetOnline } from '../api/set-online.ts';

/** A native switch (role="switch"), so the courier chunk shares no switch code with customer pages. */
export function OnlineSwitch({ courier }: { courier: CourierView }) {
  const setOnline = useSetOnline();
  const online = setOnline.isPending ? (setOnline.variables ?? courier.isOnline) : courier.isOnline;
  return (
    <section
      aria-labelledby="online-title"
      className={cn(
        'flex items-center justify-between gap-4 rounded-3xl border p-5 transition',
        online ? 'border-accent/30 bg-accent-soft' : 'border-border bg-surface',
      )}
    >
      <div className="flex min-w-0 items-center gap-3.5">
        <span
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl',
            online ? 'bg-accent text-accent-foreground' : 'bg-surface-2 text-muted',
          )}
        >
          <Power className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="online-title" className="font-display text-xl">
            {online ? "You're online" : "You're offline"}
          </h2>
          <p id="online-summary" className="text-sm text-muted">
            {online ? 'Sharing your location and receiving orders' : 'Go online to receive orders'}
          </p>
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={online}
        data-state={online ? 'checked' : 'unchecked'}
        aria-label="Online"
        aria-describedby="online-summary"
        disabled={setOnline.isPending}
        onClick={() => setOnline.mutate(!online)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-border transition disabled:opacity-60',
          'bg-surface-2 data-[state=checked]:border-accent data-[state=checked]:bg-accent',
        )}
      >
        <span
          aria-hidden
          data-state={online ? 'checked' : 'unchecked'}
          className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]"
        />
      </button>
    </section>
  );
}
