import { paths } from '#web/config/paths.ts';
import { Link } from 'react-router';
import { format } from 'date-fns';
import { AGE_CHECK_KIND_LABELS, type AgeCheckRow, type AgeOutcome } from '#domain/admin/age-verification.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { ID_CHECK_METHODS } from '#domain/id-check/messages.ts';
import { SignatureDialog } from './signature-dialog.tsx';

const col = dataTableColumns<AgeCheckRow>();
export const OUTCOME_LABELS: Record<AgeOutcome, string> = {
  passed: 'Passed',
  failed: 'Failed',
  refused: 'Refused',
};
const OUTCOME_TONES: Record<AgeOutcome, BadgeTone> = {
  passed: 'success',
  failed: 'danger',
  refused: 'warning',
};
const none = <span className="text-muted">—</span>;

/** The age verification list's columns: what was checked, when, its outcome, the order, the date of birth. */
export const AGE_COLUMNS = [
  col.accessor('at', {
    header: 'When',
    cell: (c) => (
      <time dateTime={c.getValue()} className="whitespace-nowrap tabular-nums">
        {format(new Date(c.getValue()), 'MMM d, yyyy h:mm a')}
      </time>
    ),
  }),
  col.accessor('kind', {
    header: 'Check',
    cell: (c) => <span className="whitespace-nowrap">{AGE_CHECK_KIND_LABELS[c.getValue()]}</span>,
  }),
  col.accessor('outcome', {
    header: 'Outcome',
    cell: (c) => <Badge tone={OUTCOME_TONES[c.getValue()]}>{OUTCOME_LABELS[c.getValue()]}</Badge>,
  }),
  col.accessor('orderNumber', {
    header: 'Order',
    cell: (c) =>
      c.getValue() && c.row.original.orderId ? (
        <Link
          to={paths.admin.order.getHref(c.row.original.orderId)}
          className="whitespace-nowrap font-mono text-[13px] font-medium hover:underline focus-visible:underline"
        >
          {c.getValue()}
        </Link>
      ) : (
        none
      ),
  }),
  col.accessor('birthDate', {
    header: 'Born',
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{c.getValue() ?? none}</span>,
  }),
  col.accessor('ageAtOrder', {
    header: 'Age',
    meta: { align: 'end' },
    cell: (c) => (c.getValue() === null ? none : <span className="tabular-nums">{c.getValue()}</span>),
  }),
  col.accessor('attested', {
    header: 'Attested',
    cell: (c) => (c.getValue() === null ? none : c.getValue() ? 'Yes' : 'No'),
  }),
  col.accessor('courierName', { header: 'Courier', cell: (c) => c.getValue() ?? none }),
  col.accessor('method', {
    header: 'Verified by',
    cell: ({ row: { original: r } }) =>
      r.method ? (
        <span className="whitespace-nowrap">
          {ID_CHECK_METHODS[r.method]}
          {r.signed !== null && r.orderId && (
            <>
              {' · '}
              {r.signed ? (
                <SignatureDialog orderId={r.orderId} orderNumber={r.orderNumber} />
              ) : (
                <span className="text-muted">signature deleted</span>
              )}
            </>
          )}
        </span>
      ) : (
        none
      ),
  }),
  col.accessor('reason', {
    header: 'Reason',
    cell: (c) => <span className="block min-w-40">{c.getValue() ?? none}</span>,
  }),
];
