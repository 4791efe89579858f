import { CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import type { UploadState } from '../hooks/use-uploads.ts';

/** Each file being sent: a progress bar, then done or the server's refusal for that file. */
export function UploadList({ uploads, onClear }: { uploads: UploadState[]; onClear: () => void }) {
  if (uploads.length === 0) return null;
  const finished = uploads.some((u) => u.status !== 'uploading');
  return (
    <section aria-label="Uploads" className="rounded-2xl border border-border">
      <ul className="divide-y divide-border text-sm">
        {uploads.map((u) => (
          <li key={u.id} className="flex items-center gap-3 px-4 py-2">
            {u.status === 'done' && <CheckCircle2 className="h-4 w-4 shrink-0 text-success" aria-hidden />}
            {u.status === 'failed' && <XCircle className="h-4 w-4 shrink-0 text-danger" aria-hidden />}
            <div className="min-w-0 flex-1">
              <div className="truncate font-medium">{u.name}</div>
              {u.status === 'failed' ? (
                <p role="alert" className="text-xs text-danger">
                  {u.error}
                </p>
              ) : (
                <progress
                  className="h-1.5 w-full overflow-hidden rounded-full accent-[var(--accent)]"
                  value={u.progress}
                  max={1}
                  aria-label={`Uploading ${u.name}`}
                />
              )}
            </div>
            <span className="w-20 text-right text-xs tabular-nums text-muted">
              {u.status === 'uploading'
                ? u.progress >= 1
                  ? 'Processing…'
                  : `${Math.round(u.progress * 100)}%`
                : u.status === 'done'
                  ? 'Uploaded'
                  : 'Refused'}
            </span>
          </li>
        ))}
      </ul>
      {finished && (
        <div className="border-t border-border px-4 py-1.5 text-right">
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear finished
          </Button>
        </div>
      )}
    </section>
  );
}
