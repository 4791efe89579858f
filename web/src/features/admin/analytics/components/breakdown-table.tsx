import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

interface BreakdownTableProps<T> {
  title: string;
  csvUrl: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  empty?: string;
}

/** One table of the report in a card, with its CSV download. */
export function BreakdownTable<T>({
  title,
  csvUrl,
  rows,
  rowKey,
  columns,
  empty = 'Nothing in this period',
}: BreakdownTableProps<T>) {
  return (
    <section className="min-w-0 rounded-2xl border border-border bg-surface" aria-label={title}>
      <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-2.5">
        <h2 className="text-sm font-semibold">{title}</h2>
        <a
          href={csvUrl}
          download
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-muted hover:bg-surface-2 hover:text-foreground"
        >
          <Download className="h-3.5 w-3.5" aria-hidden /> CSV<span className="sr-only"> of {title}</span>
        </a>
      </header>
      <ScrollRegion label={`${title} table`} className="max-h-80 overflow-auto">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-surface-2 text-left text-xs text-muted">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={`px-4 py-2 font-medium ${c.numeric ? 'text-right' : ''}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-6 text-center text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className="border-t border-border">
                  {columns.map((c) => (
                    <td
                      key={c.header}
                      className={`px-4 py-1.5 ${c.numeric ? 'text-right tabular-nums' : 'max-w-[16rem] truncate'}`}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
