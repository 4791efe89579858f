import { useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import type { SavedAddress } from '#domain/account/account-response.ts';
import { toast } from '#web/lib/toast.ts';
import { useRemoveAddress } from '../api/remove-address.ts';
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
        <ConfirmActions
          error={remove.error}
          pending={remove.isPending}
          keepLabel="Keep address"
          confirmLabel="Remove address"
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
