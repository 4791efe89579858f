import { format } from 'date-fns';
import { OUTBOX_STATUS_LABELS, type OutboxRow } from '#domain/admin/outbox.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { OUTBOX_FILTER_KEYS, outboxQuery } from '../api/get-outbox.ts';
import { useResendMessage } from '../api/outbox-actions.ts';

const STATUS_TONE: Record<OutboxRow['status'], BadgeTone> = {
  pending: 'neutral',
  sending: 'info',
  sent: 'success',
  failed: 'warning',
  dead: 'danger',
};
const when = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, h:mm a') : '—');

function Resend({ row }: { row: OutboxRow }) {
  const resend = useResendMessage();
  if (row.status !== 'failed' && row.status !== 'dead') return null;
  return (
    <Button
      size="sm"
      variant="outline"
      className="whitespace-nowrap"
      disabled={resend.isPending}
      // On the mutation's promise: the row may leave a filtered list live before the answer arrives.
      onClick={() =>
        resend.mutateAsync(row.id).then(
          () => toast.success('The message will be sent again'),
          (error: Error) => toast.error(couldNotText('send the message again', error)),
        )
      }
    >
      {resend.isPending ? 'Resending…' : row.status === 'dead' ? 'Resend' : 'Retry now'}
    </Button>
  );
}

const col = dataTableColumns<OutboxRow>();
const columns = [
  col.accessor('createdAt', { header: 'Created', cell: (c) => when(c.getValue()) }),
  col.accessor('channel', {
    header: 'Channel',
    cell: (c) => <span className="capitalize">{c.getValue()}</span>,
  }),
  col.accessor('recipient', {
    header: 'To',
    cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
  }),
  col.accessor('subject', {
    header: 'Message',
    cell: (c) => (
      <>
        <span className="block">{c.getValue()}</span>
        <span className="block font-mono text-xs text-muted">{c.row.original.template}</span>
      </>
    ),
  }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <>
        <Badge tone={STATUS_TONE[c.getValue()]}>{OUTBOX_STATUS_LABELS[c.getValue()]}</Badge>
        {c.row.original.status === 'failed' && (
          <span className="mt-1 block text-xs text-muted">Next try {when(c.row.original.nextAttemptAt)}</span>
        )}
      </>
    ),
  }),
  col.accessor('attempts', { header: 'Attempts', meta: { align: 'end' } }),
  col.accessor('lastError', {
    header: 'Last error',
    cell: (c) => <span className="line-clamp-2 max-w-64 text-xs text-danger">{c.getValue() ?? ''}</span>,
  }),
  col.accessor('sentAt', { header: 'Sent', cell: (c) => when(c.getValue()) }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: (c) => <Resend row={c.row.original} />,
  }),
];

/** The outbox: newest first, filtered by channel and status from the URL. */
export function OutboxTable() {
  return (
    <DataTable
      caption="Notifications outbox"
      columns={columns}
      getRowId={(row) => String(row.id)}
      filterKeys={OUTBOX_FILTER_KEYS}
      query={outboxQuery}
      empty="No messages match these filters."
    />
  );
}
