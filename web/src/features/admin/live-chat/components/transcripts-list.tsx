import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import type { ChatStatus } from '#domain/chat/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranscripts } from '../api/get-transcripts.ts';
import { useNow } from '../hooks/use-now.ts';
import { FILTER_CONTROL } from '#web/components/data-table/filter-select.tsx';
import { SessionRow } from './session-row.tsx';

const STATUS = (value: string | null): ChatStatus | '' =>
  value === 'active' || value === 'closed' ? value : '';

/** Every chat, newest first: words in the lines (stemmed), an e-mail or a guest label; status; 'Load more'. */
export function TranscriptsList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = STATUS(params.get('status'));
  const [draft, setDraft] = useState(q);
  const transcripts = useTranscripts({ q, status });
  const now = useNow(60_000);
  const setFilter = (key: 'q' | 'status', value: string) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', draft.trim());
  };
  const sessions = transcripts.data?.pages.flatMap((p) => p.sessions) ?? [];
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 border-b border-border p-3">
        <label htmlFor="transcripts-q" className="sr-only">
          Search transcripts
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted" aria-hidden />
          <input
            id="transcripts-q"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Words, e-mail or guest_…"
            className={`${FILTER_CONTROL} w-full pl-8`}
          />
        </div>
        <label htmlFor="transcripts-status" className="sr-only">
          Status
        </label>
        <select
          id="transcripts-status"
          value={status}
          onChange={(e) => setFilter('status', e.target.value)}
          className={FILTER_CONTROL}
        >
          <option value="">Active and closed</option>
          <option value="active">Active</option>
          <option value="closed">Closed</option>
        </select>
      </form>
      <div className="min-h-0 flex-1 overflow-y-auto p-1.5">
        {transcripts.isPending ? (
          <div role="status" className="space-y-2 p-1.5" aria-busy="true" aria-label="Loading transcripts">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full rounded-xl" />
            ))}
          </div>
        ) : transcripts.isError ? (
          <p role="alert" className="p-3 text-sm text-danger">
            {transcripts.error.message}
          </p>
        ) : sessions.length === 0 ? (
          <p className="p-3 text-sm text-muted">{q ? `No chat matches “${q}”.` : 'No chats yet.'}</p>
        ) : (
          <ul className="space-y-1" aria-label="Transcripts">
            {sessions.map((s) => (
              <SessionRow key={s.id} session={s} now={now} show="outcome" />
            ))}
          </ul>
        )}
        {transcripts.hasNextPage && (
          <div className="p-2">
            <Button
              variant="outline"
              size="sm"
              className="w-full"
              disabled={transcripts.isFetchingNextPage}
              onClick={() => void transcripts.fetchNextPage()}
            >
              {transcripts.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
