import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { AdminNoteSchema, type AdminOrderDetail } from '#domain/admin/order-detail.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddOrderNote } from '../api/add-order-note.ts';
import { DetailCard } from '#web/components/ui/detail-card.tsx';

/** Internal notes (never shown to the customer), and a form for staff allowed to add one. */
export function OrderNotes({ order }: { order: AdminOrderDetail }) {
  const add = useAddOrderNote(order.id);
  const form = useForm({ resolver: zodResolver(AdminNoteSchema), defaultValues: { text: '' } });
  const submit = form.handleSubmit((values) =>
    add.mutateAsync(values.text).then(
      () => {
        form.reset();
        toast.success('Note added');
      },
      (error: Error) => form.setError('text', { message: error.message }),
    ),
  );
  useShortcut(
    { keys: 'mod+s', description: 'Save the note', group: 'Order', inFields: true, run: () => void submit() },
    order.allowedActions.addNote,
  );
  const error = form.formState.errors.text?.message;
  return (
    <DetailCard title={`Internal notes (${order.notes.length})`}>
      {order.notes.length === 0 ? (
        <p className="text-sm text-muted">No notes yet.</p>
      ) : (
        <ul className="space-y-3">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-surface-2 px-3.5 py-2.5 text-sm">
              <p className="whitespace-pre-wrap">{note.text}</p>
              <p className="mt-1 text-xs text-muted">
                {note.authorName ?? 'Staff'} · {format(new Date(note.at), 'MMM d, h:mm a')}
              </p>
            </li>
          ))}
        </ul>
      )}
      {order.allowedActions.addNote && (
        <form onSubmit={(e) => void submit(e)} className="mt-4 space-y-2" noValidate>
          <label htmlFor="order-note" className="text-sm font-medium">
            Add a note
          </label>
          <textarea
            id="order-note"
            rows={3}
            placeholder="Visible to staff only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'order-note-error' : undefined}
            className={cn(CONTROL_CLASS, 'h-auto py-2.5 text-sm')}
            {...form.register('text')}
          />
          {error && (
            <p id="order-note-error" role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={add.isPending}>
              Add note
            </Button>
          </div>
        </form>
      )}
    </DetailCard>
  );
}
