import { useRef, useState } from 'react';
import { CircleAlert, LoaderCircle, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useRemoveAddress } from '../api/remove-address.ts';
import type { SavedAddress } from '../api/get-account.ts';
import { streetLine } from '../utils/address-lines.ts';

interface RemoveAddressDialogProps {
  userId: string;
  address: SavedAddress;
  /** Whether another address takes over as the default. */
  promotesAnother: boolean;
  /** Moves focus on after removal: the trigger Radix would return it to is gone. */
  onRemoved: () => void;
}

/** 'Remove' behind a confirmation; a refusal is shown in the dialog. */
export function RemoveAddressDialog({
  userId,
  address,
  promotesAnother,
  onRemoved,
}: RemoveAddressDialogProps) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveAddress(userId);
  const removed = useRef(false);

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    if (next) remove.reset();
    setOpen(next);
  };

  const confirm = () =>
    remove.mutate(address.id, {
      onSuccess: () => {
        removed.current = true;
        setOpen(false);
        toast.success('Address removed');
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-danger hover:border-danger/50">
          <Trash2 className="h-4 w-4" aria-hidden />
          Remove<span className="sr-only"> {address.label}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          event.preventDefault();
          onRemoved();
        }}
      >
        <DialogTitle className="pr-8 font-display text-2xl">Remove this address?</DialogTitle>
        <DialogDescription className="mt-2 text-muted">
          {address.label}, {streetLine(address)}, will be removed from your saved addresses.
          {promotesAnother && ' Your most recently saved other address becomes the default.'}
        </DialogDescription>
        <div role="alert" aria-atomic="true">
          {remove.isError && (
            <p className="mt-5 flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm font-medium">
              <CircleAlert className="h-5 w-5 shrink-0 text-danger" aria-hidden />
              {remove.error.message || 'An error occurred'}
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Keep address
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending}>
            {remove.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
            Remove address
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
