import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Badge } from '#web/components/ui/badge.tsx';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import type { TablePage } from '#web/components/data-table/table-params.ts';
import { TesterSection } from './tester-section.tsx';

interface SampleRow {
  id: string;
  customer: string;
  status: string;
  total: string;
}

const col = dataTableColumns<SampleRow>();
const COLUMNS = [
  col.accessor('id', { header: 'Order' }),
  col.accessor('customer', { header: 'Customer' }),
  col.accessor('status', { header: 'Status', cell: (c) => <Badge tone="info">{c.getValue()}</Badge> }),
  col.accessor('total', { header: 'Total', meta: { align: 'end' } }),
];
const ROWS: SampleRow[] = [
  { id: 'NYM-1042', customer: 'Jordan Lee', status: 'Preparing', total: '$84.20' },
  { id: 'NYM-1041', customer: 'Sam Rivera', status: 'Out for delivery', total: '$132.00' },
  { id: 'NYM-1040', customer: 'Alex Kim', status: 'Preparing', total: '$46.75' },
];

const page = (rows: SampleRow[]): TablePage<SampleRow> => ({ rows, nextCursor: null, prevCursor: null });
const STATES = {
  rows: () => Promise.resolve(page(ROWS)),
  loading: () => new Promise<TablePage<SampleRow>>(() => undefined),
  empty: () => Promise.resolve(page([])),
  error: () => Promise.reject(new Error('Could not load the orders.')),
} as const;

const sample =
  (state: keyof typeof STATES) =>
  (): UseQueryOptions<TablePage<SampleRow>, Error, TablePage<SampleRow>, QueryKey> => ({
    queryKey: ['admin', 'tester', state],
    queryFn: STATES[state],
    retry: false,
    staleTime: Infinity,
  });

export function TableSamples() {
  return (
    <TesterSection title="Data table">
      <div className="grid gap-6 xl:grid-cols-2">
        {(Object.keys(STATES) as (keyof typeof STATES)[]).map((state) => (
          <div key={state}>
            <h3 className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-muted">{state}</h3>
            <DataTable
              caption={`Sample orders (${state})`}
              columns={COLUMNS}
              query={sample(state)}
              getRowId={(r) => r.id}
              empty="No orders match these filters."
            />
          </div>
        ))}
      </div>
    </TesterSection>
  );
}
