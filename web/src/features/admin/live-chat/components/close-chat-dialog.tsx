import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CHAT_RESOLUTION_LABELS, CHAT_RESOLUTIONS } from '#domain/chat/rules.ts';
import { CloseChatInputSchema, type CloseChatInput } from '#domain/chat/staff-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCloseChat } from '../api/chat-writes.ts';

const OPTIONS = CHAT_RESOLUTIONS.map((r) => [r, CHAT_RESOLUTION_LABELS[r]] as const);

/** Close with how it ended (kept with the transcript); the customer is told the chat has ended. */
export function CloseChatDialog({
  id,
  open,
  onOpenChange,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = useCloseChat(id);
  const form = useForm<CloseChatInput>({
    resolver: zodResolver(CloseChatInputSchema),
    defaultValues: { resolution: 'resolved', note: '' },
  });
  const submit = form.handleSubmit((input) =>
    close.mutateAsync(input).then(
      () => {
        toast.success('Chat closed');
        onOpenChange(false);
        form.reset();
      },
      () => undefined,
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="font-display text-2xl">Close this chat</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          The customer sees that the chat has ended. The transcript stays searchable.
        </DialogDescription>
        <form onSubmit={(e) => void submit(e)} className="mt-5 space-y-4" noValidate>
          <SelectField
            id="close-resolution"
            label="Resolution"
            options={OPTIONS}
            error={form.formState.errors.resolution?.message}
            registration={form.register('resolution')}
          />
          <TextField
            id="close-note"
            label="Note (optional)"
            error={form.formState.errors.note?.message}
            registration={form.register('note')}
          />
          {close.error && (
            <p role="alert" className="text-sm text-danger">
              {close.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={close.isPending}>
              {close.isPending ? 'Closing…' : 'Close chat'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
