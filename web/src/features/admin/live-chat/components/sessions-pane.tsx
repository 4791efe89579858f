import { useSearchParams } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { useLiveChatQueue } from '../api/get-queue.ts';
import { QueueList } from './queue-list.tsx';
import { TranscriptsList } from './transcripts-list.tsx';

const TABS = [
  ['queue', 'Queue'],
  ['transcripts', 'Transcripts'],
] as const;

/** The left pane: the live queue, or every transcript with search. The tab is in the URL. */
export function SessionsPane() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'transcripts' ? 'transcripts' : 'queue';
  const waiting = useLiveChatQueue().data?.waiting.length ?? 0;
  const choose = (next: string) =>
    setParams((p) => {
      if (next === 'queue') p.delete('tab');
      else p.set('tab', next);
      return p;
    });
  return (
    <section
      aria-label="Chats"
      className="flex min-h-0 flex-col overflow-hidden rounded-2xl border border-border bg-surface md:h-[calc(100dvh-12.5rem)] md:min-h-[32rem]"
    >
      <div
        role="tablist"
        aria-label="Chats"
        className="flex gap-1 border-b border-border p-1.5"
        onKeyDown={(event) => {
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          const next = tab === 'queue' ? 'transcripts' : 'queue';
          choose(next);
          document.getElementById(`chat-tab-${next}`)?.focus();
        }}
      >
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`chat-tab-${value}`}
            aria-selected={tab === value}
            tabIndex={tab === value ? 0 : -1}
            aria-controls={`chat-panel-${value}`}
            onClick={() => choose(value)}
            className={cn(
              'flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg text-sm font-medium transition',
              tab === value ? 'bg-primary text-primary-foreground' : 'text-muted hover:bg-surface-2',
            )}
          >
            {label}
            {value === 'queue' && waiting > 0 && (
              <span className="rounded-full bg-accent px-1.5 text-[11px] tabular-nums text-accent-foreground">
                {waiting}
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`chat-panel-${tab}`}
        aria-labelledby={`chat-tab-${tab}`}
        className={cn('flex min-h-0 flex-1 flex-col', tab === 'queue' && 'overflow-y-auto')}
      >
        {tab === 'queue' ? <QueueList /> : <TranscriptsList />}
      </div>
    </section>
  );
}
