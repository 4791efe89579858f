import { addDays, addHours, startOfHour } from 'date-fns';
import { inNewYork, nyInstant } from '#domain/time/new-york.ts';
import { toNyInput } from '#domain/time/ny-format.ts';
import { useState, type FormEvent } from 'react';
import { CLOSURE_MAX_DAYS } from '#domain/merchant/shop-contracts.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useShopWrite } from '../api/shop-writes.ts';

/** 'Close temporarily': until a date and time (at most 14 days ahead) with an optional note for the team. */
export function ClosureDialog() {
  const write = useShopWrite();
  const [open, setOpen] = useState(false);
  const now = inNewYork(new Date());
  const [until, setUntil] = useState(() => toNyInput(addHours(startOfHour(now), 3)));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const at = nyInstant(until);
    if (!at) return setError('Choose until when');
    write.mutate(
      { kind: 'close', until: at.toISOString(), note: note.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          setError(null);
          toast.success('The shop is closed', {
            description: 'Customers can only schedule deliveries for later.',
          });
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Close temporarily</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="font-display text-2xl">Close temporarily</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          Until then customers cannot order ASAP from your shop; they can schedule a delivery for after it.
        </DialogDescription>
        <form onSubmit={submit} className="mt-5 space-y-4">
          <label className="block space-y-1.5 text-sm font-medium">
            <span>Closed until (New York time)</span>
            <input
              type="datetime-local"
              required
              value={until}
              min={toNyInput(now)}
              max={toNyInput(addDays(now, CLOSURE_MAX_DAYS))}
              onChange={(e) => setUntil(e.target.value)}
              className={CONTROL_CLASS}
            />
          </label>
          <label className="block space-y-1.5 text-sm font-medium">
            <span>
              Note <span className="font-normal text-muted">(optional, for our team)</span>
            </span>
            <input
              value={note}
              maxLength={200}
              onChange={(e) => setNote(e.target.value)}
              placeholder="Stocktake, staff shortage…"
              className={CONTROL_CLASS}
            />
          </label>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={write.isPending}>
              Close the shop
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
