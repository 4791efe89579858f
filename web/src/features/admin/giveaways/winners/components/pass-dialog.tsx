import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  PASS_REASON_LABELS,
  PASS_REASONS,
  PassWinnerSchema,
  type DrawnName,
  type PassWinner,
} from '#domain/giveaways/draw-schemas.ts';
import { newYorkDateTime } from '#domain/giveaways/draw-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { ReasonField } from '#web/components/ui/reason-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { usePassWinner } from '../api/draw-actions.ts';
import { deadlinePassed } from '../utils/draw-stage.ts';

/** Passes a notified winner's prize to the next alternate: unclaimed after the deadline, or disqualified. */
export function PassDialog({
  giveawayId,
  winner,
  now,
}: {
  giveawayId: string;
  winner: DrawnName;
  now: number;
}) {
  const [open, setOpen] = useState(false);
  const pass = usePassWinner(giveawayId);
  const form = useForm<PassWinner, unknown, z.output<typeof PassWinnerSchema>>({
    resolver: zodResolver(PassWinnerSchema),
    defaultValues: { reason: 'unclaimed', note: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const onOpenChange = (next: boolean) => {
    if (pass.isPending) return;
    if (next) {
      pass.reset();
      form.reset();
    }
    setOpen(next);
  };
  const confirm = form.handleSubmit((input) =>
    pass.mutate(
      { rank: winner.rank, ...input },
      {
        onSuccess: ({ message, passedTo }) => {
          setOpen(false);
          if (passedTo === null) toast.error(message);
          else toast.success(message);
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Pass on the prize of ${winner.name}`}>
          Pass on
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">Pass on {winner.name}’s prize?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          The next alternate on standby is notified by e-mail with a fresh claim deadline. An unclaimed prize
          can pass on only after the deadline
          {winner.claimDeadline ? ` (${newYorkDateTime(winner.claimDeadline)})` : ''}; a disqualification also
          disqualifies the entry.
        </DialogDescription>
        <div className="mt-5">
          <SelectField
            id={`pass-reason-${winner.rank}`}
            label="Why"
            options={PASS_REASONS.map((r) => [r, PASS_REASON_LABELS[r]] as const)}
            error={form.formState.errors.reason?.message}
            hint={
              reason === 'unclaimed' && !deadlinePassed(winner, now)
                ? 'The deadline has not passed yet: until then only a disqualification passes the prize on.'
                : undefined
            }
            registration={form.register('reason')}
          />
        </div>
        <ReasonField
          id={`pass-note-${winner.rank}`}
          label="Note"
          placeholder="What happened (required for a disqualification)"
          error={form.formState.errors.note?.message}
          registration={form.register('note')}
        />
        <ConfirmActions
          error={pass.error}
          pending={pass.isPending}
          keepLabel="Keep the winner"
          confirmLabel="Pass the prize on"
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
