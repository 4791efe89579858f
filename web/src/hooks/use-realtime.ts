import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEvent } from '#domain/realtime.ts';
import { onStatus, realtimeStatus, subscribe, type RealtimeStatus } from '../lib/realtime.ts';

/** Calls `onEvent` for every event on `topic` while mounted; `null` follows nothing. */
export function useRealtime(
  topic: string | null,
  onEvent: (event: RealtimeEvent) => void,
  code?: string,
): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!topic) return;
    return subscribe(topic, (event) => handler.current(event), { code });
  }, [topic, code]);
}

/** The tab's realtime connection state, e.g. to show "reconnecting…". */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(onStatus, realtimeStatus, () => 'closed');
}
