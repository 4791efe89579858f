import { useState } from 'react';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { VEHICLE_LABELS } from '#domain/couriers/rules.ts';
import { formatUsd } from '#domain/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { nextAction } from '#web/hooks/use-keep-focus.ts';
import { toast } from '#web/lib/toast.ts';
import { useAssignCourier } from '../api/assign-courier.ts';
import { useDispatchCouriers } from '../api/get-dispatch-couriers.ts';

interface AssignProps {
  orderId: string;
  orderNumber: string;
  /** The courier's name when the order already has one (the dialog then reassigns). */
  currentCourier: string | null;
}

/** Couriers on shift with their load against the carry limit; only those who can take more are choosable. */
export function AssignCourierDialog({ orderId, orderNumber, currentCourier }: AssignProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const couriers = useDispatchCouriers(open);
  const assign = useAssignCourier(orderId);
  const verb = currentCourier ? 'Reassign courier' : 'Assign courier';
  const onOpenChange = (next: boolean) => {
    if (assign.isPending) return;
    if (next) {
      assign.reset();
      setChosen(null);
    }
    setOpen(next);
  };
  const submit = () => {
    if (!chosen) return;
    assign.mutate(chosen, {
      onSuccess: () => {
        setOpen(false);
        const name = couriers.data?.couriers.find((c) => c.id === chosen)?.name ?? 'the courier';
        toast.success(`Order ${orderNumber} is with ${name} now`);
      },
    });
  };
  const list = couriers.data?.couriers ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" {...nextAction}>
          {verb}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle className="pr-8 font-display text-2xl">{verb}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          {currentCourier ? `${orderNumber} is with ${currentCourier}.` : `Who takes ${orderNumber}?`}{' '}
          Couriers at their carry limit or offline cannot be chosen.
        </DialogDescription>
        <fieldset className="mt-4 max-h-80 space-y-2 overflow-y-auto">
          <legend className="sr-only">Couriers on shift</legend>
          {couriers.isPending ? (
            <Skeleton className="h-14 w-full" />
          ) : couriers.isError ? (
            <p className="text-sm text-danger">{couriers.error.message}</p>
          ) : list.length === 0 ? (
            <p className="rounded-xl bg-surface-2 p-4 text-sm text-muted">
              No courier is on shift right now.
            </p>
          ) : (
            list.map((c) => (
              <label
                key={c.id}
                className={cn(
                  'flex items-center gap-3 rounded-xl border border-border px-3.5 py-2.5 text-sm',
                  c.canTakeMore ? 'cursor-pointer hover:bg-surface-2' : 'opacity-55',
                  chosen === c.id && 'border-accent bg-accent-soft/40',
                )}
              >
                <input
                  type="radio"
                  name="courier"
                  value={c.id}
                  disabled={!c.canTakeMore}
                  checked={chosen === c.id}
                  onChange={() => setChosen(c.id)}
                  className="accent-[var(--accent)]"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{c.name}</span>
                  <span className="block text-xs text-muted">
                    {VEHICLE_LABELS[c.vehicle]} · {c.load.orders} {c.load.orders === 1 ? 'order' : 'orders'} ·{' '}
                    {formatUsd(c.load.heldCents)} of {formatUsd(c.load.limitCents)}
                  </span>
                </span>
                <span className={cn('text-xs', c.online ? 'text-success' : 'text-muted')}>
                  {c.online ? (c.canTakeMore ? 'Online' : 'At limit') : 'Offline'}
                </span>
              </label>
            ))
          )}
        </fieldset>
        <div role="alert" aria-atomic="true">
          {assign.error && (
            <p className="mt-4 flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm font-medium">
              <CircleAlert className="h-5 w-5 shrink-0 text-danger" aria-hidden />
              {assign.error.message}
            </p>
          )}
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={assign.isPending}>
              Close
            </Button>
          </DialogClose>
          <Button onClick={submit} disabled={!chosen || assign.isPending} aria-busy={assign.isPending}>
            {assign.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
            {verb}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
