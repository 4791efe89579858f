import type { AuditLogRow } from '#domain/admin/audit-log.ts';
import { cn } from '#web/lib/cn.ts';
import { auditDiff, diffValue } from '#web/components/audit/audit-diff.ts';

/** Before → after of one audit row, the changed keys highlighted; then where the change came from. */
export function AuditDiffView({ row }: { row: AuditLogRow }) {
  const lines = auditDiff(row.before, row.after);
  const changed = lines.filter((l) => l.changed).length;
  const details = Object.entries(row.details);
  return (
    <div className="space-y-4">
      {lines.length === 0 ? (
        <p className="text-sm text-muted">No before or after recorded.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="pb-2 text-left text-xs text-muted">
            {changed} of {lines.length} {lines.length === 1 ? 'value' : 'values'} changed
          </caption>
          <thead className="text-left text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Before
              </th>
              <th scope="col" className="py-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr
                key={line.key}
                data-changed={line.changed || undefined}
                className={cn('border-t border-border align-top', line.changed && 'bg-amber-500/10')}
              >
                <th scope="row" className="py-1.5 pr-4 text-left font-mono text-xs font-medium">
                  {line.key || '(value)'}
                  {line.changed && <span className="sr-only"> (changed)</span>}
                </th>
                <td
                  className={cn(
                    'break-all py-1.5 pr-4',
                    line.changed && 'text-danger line-through decoration-danger/50',
                  )}
                >
                  {diffValue(line.before)}
                </td>
                <td className={cn('break-all py-1.5', line.changed && 'font-medium text-success')}>
                  {line.changed && <span aria-hidden>→ </span>}
                  {diffValue(line.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">IP</dt>
        <dd className="font-mono">{row.ip ?? '—'}</dd>
        <dt className="text-muted">User agent</dt>
        <dd className="break-all">{row.userAgent ?? '—'}</dd>
        <dt className="text-muted">Request id</dt>
        <dd className="font-mono">{row.requestId ?? '—'}</dd>
        {details.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{key}</dt>
            <dd className="break-all">{diffValue(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
