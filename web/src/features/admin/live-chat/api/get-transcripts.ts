import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatStatus } from '#domain/chat/rules.ts';
import type { TranscriptPage } from '#domain/chat/staff-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { TRANSCRIPTS_KEY } from './live-chat-keys.ts';

export interface TranscriptFilters {
  q: string;
  status: ChatStatus | '';
}

export function transcriptsPath({ q, status }: TranscriptFilters, cursor: string | null) {
  const search = new URLSearchParams();
  if (q.trim()) search.set('q', q.trim());
  if (status) search.set('status', status);
  if (cursor) search.set('cursor', cursor);
  const query = search.toString();
  return `/api/admin/live-chat/sessions${query ? `?${query}` : ''}`;
}

/** Every chat, newest conversation first, in keyset pages ('Load more'); searched by words or e-mail. */
export const useTranscripts = (filters: TranscriptFilters) =>
  useInfiniteQuery({
    queryKey: [...TRANSCRIPTS_KEY, filters.q.trim(), filters.status],
    queryFn: ({ signal, pageParam }) => api<TranscriptPage>(transcriptsPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
