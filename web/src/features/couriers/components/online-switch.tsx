import { Power } from 'lucide-react';
import type { CourierView } from '#domain/couriers/views.ts';
import { cn } from '#web/lib/cn.ts';
import { useSetOnline } from '../api/set-online.ts';
import { unlockOfferAlert } from '../utils/offer-alert.ts';

/**
 * The shift switch: one full-width button the courier can hit with a thumb, its state in words and colour. A native
 * switch (role="switch"), named by its visible words; the tap also unlocks the new-order chime (a user gesture).
 */
export function OnlineSwitch({ courier }: { courier: CourierView }) {
  const setOnline = useSetOnline();
  const online = setOnline.isPending ? (setOnline.variables ?? courier.isOnline) : courier.isOnline;
  return (
    <section aria-label="Shift" className="space-y-2">
      <button
        type="button"
        role="switch"
        aria-checked={online}
        aria-labelledby="online-title"
        aria-describedby="online-summary"
        data-state={online ? 'checked' : 'unchecked'}
        disabled={setOnline.isPending}
        onClick={() => {
          if (!online) unlockOfferAlert();
          setOnline.mutate(!online);
        }}
        className={cn(
          'flex min-h-20 w-full cursor-pointer items-center gap-4 rounded-3xl border-2 px-5 py-4 text-left transition',
          'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent/40 disabled:opacity-70',
          online
            ? 'border-accent bg-accent-soft text-foreground'
            : 'border-accent bg-accent text-accent-foreground shadow-md',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'flex h-12 w-12 shrink-0 items-center justify-center rounded-full',
            online ? 'bg-accent text-accent-foreground' : 'bg-accent-foreground/15',
          )}
        >
          <Power className="h-6 w-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span id="online-title" className="block font-display text-2xl leading-tight">
            {online ? "You're online" : 'Go online'}
          </span>
          <span
            id="online-summary"
            className={cn('block text-sm', online ? 'text-muted' : 'text-accent-foreground/85')}
          >
            {online
              ? 'Receiving orders and sharing your location. Tap to go offline.'
              : "You're offline. Tap to receive orders."}
          </span>
        </span>
        <span
          aria-hidden
          className={cn(
            'rounded-full px-3 py-1 text-xs font-bold uppercase tracking-[0.14em]',
            online ? 'bg-accent text-accent-foreground' : 'bg-accent-foreground/15',
          )}
        >
          {online ? 'On' : 'Off'}
        </span>
      </button>
    </section>
  );
}
