import { useState } from 'react';
import type { ImportPreview } from '#domain/admin/import-export.ts';
import { Badge } from '#web/components/ui/badge.tsx';

/** At most this many rows are drawn; every error is still counted and the error rows come first. */
const SHOWN = 300;

/** Each row's result (create or error) and its errors by column. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const [onlyErrors, setOnlyErrors] = useState(preview.counts.errors > 0);
  const fileErrors = preview.errors.filter((e) => e.row === 1);
  const rows = onlyErrors ? preview.rows.filter((r) => r.result === 'error') : preview.rows;
  return (
    <div className="space-y-3">
      {fileErrors.length > 0 && (
        <ul
          className="space-y-1 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm"
          aria-label="Header errors"
        >
          {fileErrors.map((e) => (
            <li key={`${e.column}-${e.message}`}>
              Row 1 · <span className="font-mono">{e.column}</span>: {e.message}
            </li>
          ))}
        </ul>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-[var(--accent)]"
          checked={onlyErrors}
          onChange={(e) => setOnlyErrors(e.target.checked)}
        />
        Only rows with errors
      </label>
      <div className="max-h-[28rem] overflow-auto rounded-2xl border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Rows of {preview.fileName}</caption>
          <thead className="sticky top-0 bg-surface-2 text-left text-xs text-muted">
            <tr>
              <th className="px-3 py-2 text-right font-medium">Row</th>
              <th className="px-3 py-2 font-medium">Product</th>
              <th className="px-3 py-2 font-medium">Variant</th>
              <th className="px-3 py-2 font-medium">Result</th>
              <th className="px-3 py-2 font-medium">Errors</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-8 text-center text-muted">
                  No row has an error.
                </td>
              </tr>
            )}
            {rows.slice(0, SHOWN).map((r) => (
              <tr key={r.row} className={r.result === 'error' ? 'bg-danger/5' : undefined}>
                <td className="px-3 py-2 text-right tabular-nums text-muted">{r.row}</td>
                <td className="px-3 py-2">
                  <div className="font-medium">{r.productName || '—'}</div>
                  <div className="font-mono text-xs text-muted">{r.productKey}</div>
                </td>
                <td className="px-3 py-2">{r.variantLabel || '—'}</td>
                <td className="px-3 py-2">
                  {r.result === 'error' ? (
                    <Badge tone="danger">Error</Badge>
                  ) : (
                    <Badge tone="success">Create as draft</Badge>
                  )}
                </td>
                <td className="px-3 py-2">
                  <ul className="space-y-0.5">
                    {r.errors.map((e) => (
                      <li key={`${e.column}-${e.message}`}>
                        <span className="font-mono text-xs">{e.column}</span>: {e.message}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN && (
        <p className="text-xs text-muted">
          Showing the first {SHOWN} of {rows.length.toLocaleString('en-US')} rows.
        </p>
      )}
    </div>
  );
}
