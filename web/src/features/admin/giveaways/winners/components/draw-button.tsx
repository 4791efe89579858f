import { Dices } from 'lucide-react';
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
import { toast } from '#web/lib/toast.ts';
import { useDrawWinners } from '../api/draw-actions.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Draws the winners, after a confirmation that says it happens once. */
export function DrawButton({ giveaway }: { giveaway: AdminGiveaway }) {
  const [open, setOpen] = useState(false);
  const draw = useDrawWinners(giveaway.id);
  const onOpenChange = (next: boolean) => {
    if (draw.isPending) return;
    if (next) draw.reset();
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Dices className="h-4 w-4" aria-hidden /> Draw winners
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">
          Draw the winners of {giveaway.title}?
        </DialogTitle>
        <DialogDescription className="mt-2 space-y-2 text-sm text-muted">
          The draw happens once and cannot be undone or repeated. The entry list is frozen (delivered orders
          not yet credited count first) and its hash published, the secret seed is revealed, and{' '}
          {plural(giveaway.winnersCount, 'winner')} and {plural(giveaway.alternatesCount, 'alternate')} are
          drawn. The winners are e-mailed at once and have {plural(giveaway.claimDays, 'day')} to claim.
        </DialogDescription>
        <ConfirmActions
          error={draw.error}
          pending={draw.isPending}
          keepLabel="Not yet"
          confirmLabel="Draw winners now"
          confirmVariant="primary"
          onConfirm={() =>
            draw.mutate(undefined, {
              onSuccess: () => {
                setOpen(false);
                toast.success('Winners drawn and notified');
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
