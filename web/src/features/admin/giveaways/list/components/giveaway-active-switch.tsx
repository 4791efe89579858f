import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetGiveawayActive } from '../api/giveaway-actions.ts';

/** The giveaway's own on/off switch (a drawn giveaway stays as it is). */
export function GiveawayActiveSwitch({ giveaway }: { giveaway: AdminGiveaway }) {
  const setActive = useSetGiveawayActive();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={giveaway.active}
      aria-label={`${giveaway.title} active`}
      disabled={giveaway.drawnAt !== null || setActive.isPending}
      onClick={() =>
        setActive.mutate(
          { id: giveaway.id, active: !giveaway.active },
          {
            onSuccess: ({ giveaway: g }) =>
              toast.success(`${g.title} ${g.active ? 'switched on' : 'switched off'}`),
            onError: (error) =>
              toast.error(couldNotText(`switch ${giveaway.title} ${giveaway.active ? 'off' : 'on'}`, error)),
          },
        )
      }
      className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border bg-surface-2 transition aria-checked:border-accent aria-checked:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 disabled:opacity-50"
    >
      <span className="ml-0.5 h-5 w-5 rounded-full bg-surface shadow transition-transform [[aria-checked=true]>&]:translate-x-5" />
    </button>
  );
}
