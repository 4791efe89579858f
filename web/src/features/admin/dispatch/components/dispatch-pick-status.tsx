import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import type { MapDispatch } from '../hooks/use-map-dispatch.ts';

/** The map's dispatch state in words, at the top of the side panel: what is picked, what happens, what failed. */
export function DispatchPickStatus({ dispatch }: { dispatch: MapDispatch }) {
  const { notice, cancel } = dispatch;
  const active = notice?.kind === 'picking' || notice?.kind === 'error' || notice?.kind === 'assigning';
  return (
    <section
      aria-labelledby="dispatch-title"
      className={cn(
        'rounded-2xl border bg-surface p-3',
        active ? 'border-accent/60 bg-accent-soft' : 'border-border',
      )}
    >
      <h2 id="dispatch-title" className="px-1 text-sm font-semibold">
        Dispatch
      </h2>
      <div role="status" aria-live="polite" className="mt-1 px-1 text-sm">
        {notice === null && (
          <p className="text-muted">Pick a waiting order on the map or in the list, then a courier.</p>
        )}
        {(notice?.kind === 'picking' || notice?.kind === 'error') && (
          <>
            <p className="font-medium">
              Assign <span className="font-mono">{notice.order.number}</span>: pick a courier
            </p>
            <p className="mt-0.5 text-xs text-muted">On the map or in the list below. Esc cancels.</p>
          </>
        )}
        {notice?.kind === 'assigning' && (
          <p className="font-medium">
            Assigning <span className="font-mono">{notice.order.number}</span> to {notice.courier}…
          </p>
        )}
        {notice?.kind === 'done' && <p className="font-medium text-success">{notice.text}</p>}
      </div>
      {notice?.kind === 'error' && (
        <p role="alert" className="mt-2 rounded-lg bg-danger/10 px-2 py-1.5 text-sm text-danger">
          {notice.text}
        </p>
      )}
      {(notice?.kind === 'picking' || notice?.kind === 'error') && (
        <div className="mt-2 flex items-center gap-2 px-1">
          <Button size="sm" variant="outline" className="h-7 px-2.5 text-xs" onClick={cancel}>
            Cancel
          </Button>
          <Link
            to={paths.admin.order.getHref(notice.order.id)}
            className="text-xs text-muted underline-offset-2 hover:underline"
          >
            Open order {notice.order.number}
          </Link>
        </div>
      )}
    </section>
  );
}
