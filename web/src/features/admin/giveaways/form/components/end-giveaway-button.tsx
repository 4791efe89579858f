import { CircleStop } from 'lucide-react';
import { useState } from 'react';
import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { useEndGiveaway } from '../../list/api/giveaway-actions.ts';

/** Ends a live giveaway now, after a confirmation: entries close and the draw can follow. */
export function EndGiveawayButton({ giveaway }: { giveaway: AdminGiveaway }) {
  const [open, setOpen] = useState(false);
  const end = useEndGiveaway();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (end.isPending) return;
        if (next) end.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="text-danger hover:border-danger/50">
          <CircleStop className="h-4 w-4" aria-hidden /> End now
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">End {giveaway.title} now?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          Entries close at once and the end date becomes now; the storefront banner and page stop taking
          entries. This cannot be undone. Use it to close a test giveaway or one ended early under its rules.
        </DialogDescription>
        <ConfirmActions
          error={end.error}
          pending={end.isPending}
          keepLabel="Keep it running"
          confirmLabel="End now"
          onConfirm={() => end.mutate(giveaway.id, { onSuccess: () => setOpen(false) })}
        />
      </DialogContent>
    </Dialog>
  );
}
