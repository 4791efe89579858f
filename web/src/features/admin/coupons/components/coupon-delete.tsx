import { Archive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminCoupon } from '#domain/admin/coupons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteCoupon } from '../api/coupon-actions.ts';

/** Deletes an unused coupon, archives a used one (its orders keep naming it); confirms which first. */
export function CouponDelete({
  coupon,
  onDone,
  compact,
}: {
  coupon: AdminCoupon;
  onDone?: () => void;
  /** An icon button (in the list's rows). */
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCoupon();
  const verb = coupon.used ? 'Archive' : 'Delete';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={compact ? 'ghost' : 'outline'}
          size={compact ? 'sm' : 'md'}
          className={compact ? 'w-9 px-0' : undefined}
          aria-label={`${verb} coupon ${coupon.code}`}
          title={`${verb} coupon ${coupon.code}`}
        >
          {coupon.used ? (
            <Archive className="h-4 w-4" aria-hidden />
          ) : (
            <Trash2 className="h-4 w-4" aria-hidden />
          )}
          {!compact && verb}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">
          {verb} coupon {coupon.code}?
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          {coupon.used
            ? `It has been used ${coupon.timesUsed} time(s), so it is archived, not deleted: its orders keep naming it and it can no longer be redeemed.`
            : 'It has never been used: it is deleted for good.'}
        </DialogDescription>
        <ConfirmActions
          error={remove.error}
          pending={remove.isPending}
          keepLabel="Keep it"
          confirmLabel={verb}
          onConfirm={() =>
            remove.mutate(coupon.id, {
              onSuccess: ({ outcome }) => {
                setOpen(false);
                toast.success(`Coupon ${coupon.code} ${outcome}`);
                onDone?.();
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
