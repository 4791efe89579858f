import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { nyDateTime } from '#domain/time/ny-format.ts';
import { COURIER_NOTE_MAX, CourierNoteSchema, type AdminOrderDetail } from '#domain/admin/order-detail.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { DetailCard } from '#web/components/ui/detail-card.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetCourierNote } from '../api/set-courier-note.ts';

/** Staff's note to the courier ("side door"): shown on the courier's delivery at once, never to the customer. */
export function CourierNoteCard({ order }: { order: AdminOrderDetail }) {
  const save = useSetCourierNote(order.id);
  const current = order.courierNote;
  const form = useForm({
    resolver: zodResolver(CourierNoteSchema),
    values: { text: current?.text ?? '' },
    // A live refetch of the order (a status change) keeps what staff are typing.
    resetOptions: { keepDirtyValues: true },
  });
  const send = (text: string) =>
    save.mutateAsync(text).then(
      ({ order: next }) => toast.success(next.courierNote ? 'Note sent to the courier' : 'Note removed'),
      (error: Error) => form.setError('text', { message: error.message }),
    );
  const submit = form.handleSubmit((values) => send(values.text));
  const error = form.formState.errors.text?.message;
  const length = useWatch({ control: form.control, name: 'text' }).length;
  const canWrite = order.allowedActions.addNote;

  return (
    <DetailCard title="Note to the courier">
      {current ? (
        <div className="rounded-xl bg-surface-2 px-3.5 py-2.5 text-sm" data-testid="courier-note-current">
          <p className="whitespace-pre-wrap">{current.text}</p>
          <p className="mt-1 text-xs text-muted">
            {current.authorName ?? 'Staff'} · {nyDateTime(current.at)}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted">
          {order.courier ? 'No note.' : 'No note. The courier who takes the order will see it.'}
        </p>
      )}
      {canWrite && (
        <form onSubmit={(e) => void submit(e)} className="mt-4 space-y-2" noValidate>
          <label htmlFor="courier-note" className="text-sm font-medium">
            {current ? 'Replace the note' : 'Write a note'}
          </label>
          <textarea
            id="courier-note"
            rows={2}
            maxLength={COURIER_NOTE_MAX}
            placeholder="Call the customer · Side door"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'courier-note-error courier-note-hint' : 'courier-note-hint'}
            className={cn(CONTROL_CLASS, 'h-auto py-2.5 text-sm')}
            {...form.register('text')}
          />
          <p id="courier-note-hint" className="text-xs text-muted">
            The courier sees it on this delivery; the customer never does. {length}/{COURIER_NOTE_MAX}
          </p>
          {error && (
            <p id="courier-note-error" role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            {current && (
              <Button variant="outline" size="sm" disabled={save.isPending} onClick={() => void send('')}>
                Remove note
              </Button>
            )}
            <Button type="submit" size="sm" disabled={save.isPending}>
              Send to courier
            </Button>
          </div>
        </form>
      )}
    </DetailCard>
  );
}
