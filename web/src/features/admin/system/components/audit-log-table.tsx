import { Fragment, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { auditLogsQuery, type AuditFilters } from '../api/get-audit-logs.ts';
import { AuditDiffView } from './audit-diff-view.tsx';

const COLUMNS = ['', 'When', 'Who', 'Action', 'Target'] as const;

interface AuditLogTableProps {
  filters: AuditFilters;
  cursor: string | null;
  onCursor: (cursor: string | null) => void;
}

/** Newest first, keyset pages; a row opens to its before/after. */
export function AuditLogTable({ filters, cursor, onCursor }: AuditLogTableProps) {
  const result = useQuery({ ...auditLogsQuery(filters, cursor), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rows = result.data?.rows ?? [];
  return (
    <div className="space-y-3">
      <div className="overflow-auto rounded-2xl border border-border">
        <table className="w-full border-collapse text-sm" aria-busy={result.isFetching}>
          <caption className="sr-only">Audit log</caption>
          <thead className="sticky top-0 z-10 bg-surface-2 text-left">
            <tr>
              {COLUMNS.map((c, i) => (
                <th key={i} scope="col" className="border-b border-border px-4 py-3 font-medium text-muted">
                  {c || <span className="sr-only">Details</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cn(result.isFetching && result.data && 'opacity-60')}>
            {result.isPending ? (
              Array.from({ length: 6 }, (_, i) => (
                <tr key={i} aria-hidden>
                  <td colSpan={COLUMNS.length} className="border-b border-border px-4 py-3">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))
            ) : result.isError ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-4 py-10 text-center" role="alert">
                  <p className="font-medium">{result.error.message}</p>
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => void result.refetch()}>
                    Try again
                  </Button>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-muted">
                  No audit entries match these filters.
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const expanded = open.has(row.id);
                const Icon = expanded ? ChevronDown : ChevronRight;
                return (
                  <Fragment key={row.id}>
                    <tr className="border-b border-border hover:bg-surface-2/50">
                      <td className="w-10 px-2 py-2">
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-controls={`audit-${row.id}`}
                          aria-label={`${expanded ? 'Hide' : 'Show'} changes of ${row.action} on ${row.targetType} ${row.targetId}`}
                          onClick={() => toggle(row.id)}
                          className="cursor-pointer rounded-lg p-1.5 hover:bg-surface-2"
                        >
                          <Icon className="h-4 w-4" aria-hidden />
                        </button>
                      </td>
                      <td className="whitespace-nowrap px-4 py-2 tabular-nums">
                        <time dateTime={row.at}>{format(new Date(row.at), 'MMM d, yyyy h:mm:ss a')}</time>
                      </td>
                      <td className="px-4 py-2">
                        {row.actor ? (
                          <>
                            <span className="block">{row.actor.name || row.actor.email}</span>
                            <span className="block text-xs text-muted">{row.actor.email}</span>
                          </>
                        ) : (
                          <span className="text-muted">System</span>
                        )}
                      </td>
                      <td className="px-4 py-2">
                        <Badge tone="info" className="font-mono">
                          {row.action}
                        </Badge>
                        {row.role && <span className="ml-2 text-xs text-muted">as {row.role}</span>}
                      </td>
                      <td className="px-4 py-2">
                        <span className="text-muted">{row.targetType}</span>{' '}
                        <span className="font-mono text-xs">{row.targetId}</span>
                      </td>
                    </tr>
                    {expanded && (
                      <tr id={`audit-${row.id}`} className="border-b border-border bg-surface-2/30">
                        <td />
                        <td colSpan={COLUMNS.length - 1} className="px-4 py-4">
                          <AuditDiffView row={row} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label="Audit log pages" className="flex items-center justify-end gap-2">
        <Button variant="outline" size="sm" disabled={!cursor} onClick={() => onCursor(null)}>
          Newest
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!result.data?.nextCursor}
          onClick={() => onCursor(result.data?.nextCursor ?? null)}
        >
          Older
        </Button>
      </nav>
    </div>
  );
}
