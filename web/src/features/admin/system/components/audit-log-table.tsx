import { format } from 'date-fns';
import type { AuditLogRow } from '#domain/admin/audit-log.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { AUDIT_FILTER_KEYS, auditLogsQuery } from '../api/get-audit-logs.ts';
import { AuditDiffView } from '#web/components/audit/audit-diff-view.tsx';

const col = dataTableColumns<AuditLogRow>();
const columns = [
  col.accessor('at', {
    header: 'When',
    meta: { className: 'whitespace-nowrap tabular-nums' },
    cell: (c) => (
      <time dateTime={c.getValue()}>{format(new Date(c.getValue()), 'MMM d, yyyy h:mm:ss a')}</time>
    ),
  }),
  col.accessor('actor', {
    header: 'Who',
    cell: (c) => {
      const actor = c.getValue();
      return actor ? (
        <>
          <span className="block">{actor.name || actor.email}</span>
          <span className="block text-xs text-muted">{actor.email}</span>
        </>
      ) : (
        <span className="text-muted">System</span>
      );
    },
  }),
  col.accessor('action', {
    header: 'Action',
    cell: (c) => (
      <>
        <Badge tone="info" className="font-mono">
          {c.getValue()}
        </Badge>
        {c.row.original.role && <span className="ml-2 text-xs text-muted">as {c.row.original.role}</span>}
      </>
    ),
  }),
  col.accessor('targetId', {
    header: 'Target',
    cell: (c) => (
      <>
        <span className="text-muted">{c.row.original.targetType}</span>{' '}
        <span className="font-mono text-xs">{c.getValue()}</span>
      </>
    ),
  }),
];

/** Newest first, keyset pages, filters and page in the URL; a row opens to its before/after. */
export function AuditLogTable() {
  return (
    <DataTable
      caption="Audit log"
      columns={columns}
      query={auditLogsQuery}
      filterKeys={AUDIT_FILTER_KEYS}
      getRowId={(row) => String(row.id)}
      empty="No audit entries match these filters."
      pagerLabels={['Newest', 'Older']}
      renderExpanded={(row) => <AuditDiffView row={row} />}
      expandLabel={(row, expanded) =>
        `${expanded ? 'Hide' : 'Show'} changes of ${row.action} on ${row.targetType} ${row.targetId}`
      }
    />
  );
}
