import { lazy, Suspense, useEffect, useState } from 'react';
import { chatWasOpen } from '#web/features/chat/stores/chat-open.ts';

const IDLE_TIMEOUT_MS = 3000;
const ChatLauncher = lazy(() =>
  import('#web/features/chat/components/chat-launcher.tsx').then((m) => ({ default: m.ChatLauncher })),
);

/**
 * The support chat's launcher loads once the page is idle after first paint, as the giveaway banner does (at once when
 * the chat was open before a reload): the entry bundle and first paint stay as they were.
 */
export function ChatLauncherSlot() {
  const [ready, setReady] = useState(chatWasOpen);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(go, IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  );
}
