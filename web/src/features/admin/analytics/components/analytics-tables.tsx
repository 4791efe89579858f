import type {
  AnalyticsCounted,
  AnalyticsResponse,
  AnalyticsRow,
  AnalyticsTable,
} from '#domain/admin/analytics.ts';
import { formatUsd } from '#domain/money.ts';
import { cn } from '#web/lib/cn.ts';
import { analyticsCsvUrl, type AnalyticsSelection } from '../api/get-analytics.ts';
import { BreakdownTable, type Column } from './breakdown-table.tsx';
import { delta } from './analytics-kpis.tsx';

const n = (v: number) => v.toLocaleString('en-US');
const change = (current: number, previous: number) => {
  const d = delta(current, previous);
  return <span className={cn('text-xs', d.tone)}>{d.text}</span>;
};
const rowColumns = (name: string, count: string, cents: string): Column<AnalyticsRow>[] => [
  { header: name, cell: (r) => r.label },
  { header: count, cell: (r) => n(r.count), numeric: true },
  { header: cents, cell: (r) => formatUsd(r.cents), numeric: true },
  { header: 'vs previous', cell: (r) => change(r.cents, r.previousCents), numeric: true },
];
const countedColumns = (name: string): Column<AnalyticsCounted>[] => [
  { header: name, cell: (r) => r.key },
  { header: 'Count', cell: (r) => n(r.count), numeric: true },
  { header: 'vs previous', cell: (r) => change(r.count, r.previousCount), numeric: true },
];

const ROW_TABLES: {
  table: AnalyticsTable & keyof AnalyticsResponse;
  title: string;
  columns: Column<AnalyticsRow>[];
}[] = [
  { table: 'boroughs', title: 'By borough', columns: rowColumns('Borough', 'Orders', 'Revenue') },
  { table: 'shops', title: 'By shop', columns: rowColumns('Shop', 'Orders', 'Revenue') },
  { table: 'categories', title: 'By category', columns: rowColumns('Category', 'Units', 'Sales') },
  {
    table: 'customers',
    title: 'New vs returning customers',
    columns: rowColumns('Customers', 'Orders', 'Revenue'),
  },
  { table: 'products', title: 'Top products', columns: rowColumns('Product', 'Units', 'Sales') },
  { table: 'hours', title: 'By hour of day (New York)', columns: rowColumns('Hour', 'Orders', 'Revenue') },
];

const COUNTED_TABLES = [
  {
    table: 'searches',
    title: 'Searches with no results',
    header: 'Search term',
    empty: 'Every search found something',
  },
  { table: 'errors', title: 'Client errors', header: 'Message', empty: 'No errors reported' },
] as const;

/** Every breakdown of the report, each with its CSV. */
export function AnalyticsTables({
  data,
  selection,
}: {
  data: AnalyticsResponse;
  selection: AnalyticsSelection;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {ROW_TABLES.map(({ table, title, columns }) => (
        <BreakdownTable
          key={table}
          title={title}
          csvUrl={analyticsCsvUrl(selection, table)}
          rows={data[table] as AnalyticsRow[]}
          rowKey={(r) => r.key}
          columns={columns}
        />
      ))}
      {COUNTED_TABLES.map(({ table, title, header, empty }) => (
        <BreakdownTable
          key={table}
          title={title}
          csvUrl={analyticsCsvUrl(selection, table)}
          rows={data[table]}
          rowKey={(r) => r.key}
          columns={countedColumns(header)}
          empty={empty}
        />
      ))}
    </div>
  );
}
