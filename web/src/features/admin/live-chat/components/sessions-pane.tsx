import { useSearchParams } from 'react-router';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { cn } from '#web/lib/cn.ts';
import { useLiveChatQueue } from '../api/get-queue.ts';
import { QueueList } from './queue-list.tsx';
import { TranscriptsList } from './transcripts-list.tsx';

const TABS = ['queue', 'transcripts'] as const;
const LABELS = { queue: 'Queue', transcripts: 'Transcripts' } as const;

/** The left pane: the live queue, or every transcript with search. The tab is in the URL. */
export function SessionsPane() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'transcripts' ? 'transcripts' : 'queue';
  const waiting = useLiveChatQueue().data?.waiting.length ?? 0;
  const choose = (next: (typeof TABS)[number]) =>
    setParams((p) => {
      if (next === 'queue') p.delete('tab');
      else p.set('tab', next);
      return p;
    });
  return (
    <section
      aria-labelledby="chats-heading"
      className="flex min-h-0 flex-col overflow-hidden rounded-2xl border border-border bg-surface md:h-[calc(100dvh-12.5rem)] md:min-h-[32rem]"
    >
      <h2 id="chats-heading" className="sr-only">
        Chats
      </h2>
      <SegmentedControl
        kind="tabs"
        label="Chats"
        options={TABS}
        value={tab}
        onChange={choose}
        tabId={(value) => `chat-tab-${value}`}
        panelId={(value) => `chat-panel-${value}`}
        className="flex gap-1 border-b border-border p-1.5"
        itemClassName="flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg text-sm font-medium"
        selectedClassName="bg-primary text-primary-foreground"
        idleClassName="text-muted hover:bg-surface-2"
        render={(value) => (
          <>
            {LABELS[value]}
            {value === 'queue' && waiting > 0 && (
              <span className="rounded-full bg-accent px-1.5 text-[11px] tabular-nums text-accent-foreground">
                {waiting}
              </span>
            )}
          </>
        )}
      />
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
