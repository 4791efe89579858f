import { useEffect, useRef } from 'react';
import { accountTopic } from '#domain/realtime.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { trackAccess } from '../api/track-access.ts';

/** Spec §10: device tracking runs 1 s after sign-in (and after a load while signed in). */
export const TRACK_ACCESS_DELAY_MS = 1000;

/**
 * While someone is signed in: reports the device once, 1 s in, and follows the account's own realtime topic, so a
 * block by staff reaches an open page within seconds. The realtime client loads only then, after first paint, out
 * of the entry bundle. Network errors of the report are ignored (spec §7), and so is its 401 or any answer that arrives
 * after sign-out; others go to the console.
 */
export function useAccessTracking(onRestricted: () => void) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const handler = useRef(onRestricted);
  useEffect(() => {
    handler.current = onRestricted;
  });

  useEffect(() => {
    if (!userId) return;
    let live = true;
    let unsubscribe: (() => void) | null = null;
    const restricted = () => {
      if (live) handler.current();
    };
    const timer = setTimeout(() => {
      trackAccess().then(
        (answer) => answer.blocked && restricted(),
        (error: unknown) => {
          // Signed out while the report was on its way: its 401 says only that, even when it comes back before the
          // page has heard of the sign-out (the session follows on its own).
          if (!live || (error instanceof ApiError && (error.status === 0 || error.status === 401))) return;
          console.error('track-access failed', error);
        },
      );
      void import('#web/lib/realtime.ts').then(({ subscribe }) => {
        if (!live) return;
        unsubscribe = subscribe(accountTopic(userId), (event) => {
          if (event.kind === 'account.restricted') restricted();
        });
      });
    }, TRACK_ACCESS_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [userId]);
}
