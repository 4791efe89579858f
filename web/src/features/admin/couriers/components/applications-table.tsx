import { useMemo } from 'react';
import { format } from 'date-fns';
import type { ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import type { AdminApplication } from '#domain/admin/couriers-views.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { cn } from '#web/lib/cn.ts';
import { applicationsQuery } from '../api/get-applications.ts';
import { vehicleLabel } from '../utils/courier-format.ts';
import { APPLICATION_LABELS } from '#web/components/applications/application-status-badge.tsx';

const col = dataTableColumns<AdminApplication>();

function applicationColumns(onOpen: (id: string) => void) {
  return [
    col.accessor('fullName', {
      header: 'Applicant',
      cell: (c) => (
        <>
          <button
            type="button"
            className="font-medium hover:underline"
            onClick={() => onOpen(c.row.original.id)}
          >
            {c.getValue()}
          </button>
          <div className="text-xs text-muted">{c.row.original.email}</div>
        </>
      ),
    }),
    col.accessor('borough', { header: 'Borough' }),
    col.accessor('vehicleType', { header: 'Vehicle', cell: (c) => vehicleLabel(c.getValue()) }),
    col.accessor('age', {
      header: 'Age',
      meta: { align: 'end' },
      cell: (c) => (
        <span className={cn(c.getValue() < 21 && 'font-semibold text-danger')}>{c.getValue()}</span>
      ),
    }),
    col.accessor('createdAt', {
      header: 'Applied',
      meta: { className: 'whitespace-nowrap text-muted' },
      cell: (c) => format(new Date(c.getValue()), 'MMM d, h:mm a'),
    }),
  ];
}

interface ApplicationsTableProps {
  status: ApplicationStatus;
  selectedId: string | null;
  onOpen: (id: string) => void;
}

/** Courier applications with one status, newest first; the page in the URL, the chosen one marked. */
export function ApplicationsTable({ status, selectedId, onOpen }: ApplicationsTableProps) {
  const columns = useMemo(() => applicationColumns(onOpen), [onOpen]);
  return (
    <DataTable
      caption={`${APPLICATION_LABELS[status]} applications`}
      columns={columns}
      query={(params) => applicationsQuery(status, params.cursor)}
      getRowId={(a) => a.id}
      onRowClick={(a) => onOpen(a.id)}
      selectedRowId={selectedId}
      empty={`No ${status} applications.`}
      pagerLabels={['Newest', 'Older']}
    />
  );
}
