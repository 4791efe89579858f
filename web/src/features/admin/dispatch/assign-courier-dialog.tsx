import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useAssignOrder } from './api/assign-order.ts';
import { useDispatchCouriers } from './api/get-dispatch-couriers.ts';
import { loadText, positionAgeText, vehicleText } from './courier-text.ts';

interface AssignCourierDialogProps {
  order: { id: string; number: string } | null;
  onClose: () => void;
}

/** Choose an online courier for an order; the server's refusal (offline, at the carry limit…) shows in the dialog. */
export function AssignCourierDialog({ order, onClose }: AssignCourierDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {order && <AssignForm key={order.id} order={order} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({ order, onClose }: { order: { id: string; number: string }; onClose: () => void }) {
  const couriers = useDispatchCouriers();
  const assign = useAssignOrder(order.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const submit = () => {
    if (!chosen) return;
    assign.mutate(
      { courierId: chosen },
      {
        onSuccess: () => {
          const name = couriers.data?.couriers.find((c) => c.id === chosen)?.name ?? 'the courier';
          toast.success(`Order ${order.number} assigned to ${name}`);
          onClose();
        },
      },
    );
  };
  const list = couriers.data?.couriers ?? [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle className="font-display text-2xl">Assign order {order.number}</DialogTitle>
      <DialogDescription className="mt-1 text-sm text-muted">
        Couriers on shift, with what they carry against their vehicle&apos;s limit.
      </DialogDescription>
      <fieldset className="mt-5">
        <legend className="sr-only">Courier</legend>
        {couriers.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">Loading couriers…</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : couriers.isError ? (
          <p role="alert" className="text-sm text-danger">
            {couriers.error.message}
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">
            No courier is on shift right now.
          </p>
        ) : (
          <ul className="max-h-80 space-y-2 overflow-y-auto">
            {list.map((c) => (
              <li key={c.id}>
                <label
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border border-border px-3 py-2.5 hover:bg-surface-2',
                    chosen === c.id && 'border-accent bg-accent-soft',
                    !c.canTakeMore && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input
                    type="radio"
                    name="courier"
                    value={c.id}
                    checked={chosen === c.id}
                    disabled={!c.canTakeMore}
                    onChange={() => setChosen(c.id)}
                    className="accent-[var(--accent)]"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{c.name}</span>
                    <span className="block text-xs text-muted">
                      {vehicleText(c.vehicle)} · {loadText(c.load)} · seen{' '}
                      {positionAgeText(c.position?.ageSeconds ?? null)}
                    </span>
                  </span>
                  {!c.canTakeMore && <span className="text-xs font-medium text-danger">At limit</span>}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {assign.isError && (
        <p role="alert" className="mt-4 rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {assign.error.message}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!chosen || assign.isPending}>
          {assign.isPending ? 'Assigning…' : 'Assign'}
        </Button>
      </div>
    </form>
  );
}
