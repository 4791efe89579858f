import { useEffect, useRef } from 'react';
import { useBrowserStore } from '#web/lib/hydrated.tsx';
import type { RealtimeEvent } from '#domain/realtime.ts';
import { onStatus, realtimeStatus, subscribe, type RealtimeStatus } from '../lib/realtime.ts';

export interface UseRealtimeOptions {
  /** A tracking code, for followers who are not signed in. */
  code?: string | undefined;
  /** The server refused the topic or ended the subscription (e.g. 'Not allowed'). */
  onError?: (message: string) => void;
}

/** Calls `onEvent` for every event on `topic` while mounted; `null` follows nothing. */
export function useRealtime(
  topic: string | null,
  onEvent: (event: RealtimeEvent) => void,
  { code, onError }: UseRealtimeOptions = {},
): void {
  const handlers = useRef({ onEvent, onError });
  useEffect(() => {
    handlers.current = { onEvent, onError };
  });
  useEffect(() => {
    if (!topic) return;
    return subscribe(topic, (event) => handlers.current.onEvent(event), {
      code,
      onError: (message) => handlers.current.onError?.(message),
    });
  }, [topic, code]);
}

/** The tab's realtime connection state, e.g. to show "reconnecting…". */
export function useRealtimeStatus(): RealtimeStatus {
  return useBrowserStore(onStatus, realtimeStatus, 'closed');
}
