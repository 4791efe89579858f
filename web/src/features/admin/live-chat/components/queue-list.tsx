import type { LiveChatSummary } from '#domain/chat/staff-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useLiveChatQueue } from '../api/get-queue.ts';
import { useNow } from '../hooks/use-now.ts';
import { SessionRow } from './session-row.tsx';

function Section({
  title,
  sessions,
  empty,
  show,
  now,
}: {
  title: string;
  sessions: readonly LiveChatSummary[];
  empty: string;
  show: 'wait' | 'mine' | 'agent';
  now: number;
}) {
  const id = `queue-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="py-2">
      <h2
        id={id}
        className="flex items-center gap-2 px-3 pb-1 text-[11px] font-semibold uppercase tracking-[0.16em] text-muted"
      >
        {title}
        <span className="rounded-full bg-surface-2 px-1.5 py-px text-[11px] tabular-nums text-foreground">
          {sessions.length}
        </span>
      </h2>
      {sessions.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="space-y-1">
          {sessions.map((s) => (
            <SessionRow key={s.id} session={s} now={now} show={show} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Waiting (with live wait timers), the caller's chats, and the ones other staff hold. */
export function QueueList() {
  const queue = useLiveChatQueue();
  const now = useNow();
  if (queue.isPending)
    return (
      <div role="status" className="space-y-2 p-3" aria-busy="true" aria-label="Loading the queue">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  if (queue.isError)
    return (
      <div className="p-4 text-sm" role="alert">
        <p className="text-danger">{queue.error.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void queue.refetch()}>
          Try again
        </Button>
      </div>
    );
  const { waiting, mine, others } = queue.data;
  return (
    <div className="divide-y divide-border px-1.5">
      <Section title="Waiting" sessions={waiting} empty="No one is waiting." show="wait" now={now} />
      <Section title="Mine" sessions={mine} empty="You have no open chats." show="mine" now={now} />
      <Section title="Others" sessions={others} empty="No chats with other staff." show="agent" now={now} />
    </div>
  );
}
