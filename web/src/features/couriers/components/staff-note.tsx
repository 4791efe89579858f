import { MessageSquareWarning } from 'lucide-react';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { nyTime } from '#domain/time/ny-format.ts';

/**
 * Staff's note on this delivery ("side door"), in the card's flow under its heading: never over a button. A polite
 * live region, so a note that arrives while the courier works is read out once.
 */
export function StaffNote({ note }: { note: CourierDelivery['staffNote'] }) {
  return (
    <div aria-live="polite">
      {note && (
        <section
          aria-label="Note from the store"
          data-testid="staff-note"
          className="flex gap-3 rounded-2xl border-2 border-accent bg-accent-soft p-4"
        >
          <MessageSquareWarning className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-accent">
              Note from the store · {nyTime(note.at)}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-base font-medium">{note.text}</p>
          </div>
        </section>
      )}
    </div>
  );
}
