import { lazy, Suspense, type ComponentType } from 'react';
import { useIdleReady } from '#web/hooks/use-idle-ready.ts';
import { chatWasOpen } from '#web/features/chat/stores/chat-open.ts';

// Optional: a chunk that cannot arrive (the connection dropped first) leaves the launcher out, never the page.
const ChatLauncher = lazy<ComponentType>(() =>
  import('#web/features/chat/components/chat-launcher.tsx').then(
    (m) => ({ default: m.ChatLauncher }),
    () => ({ default: () => null }),
  ),
);

/**
 * The support chat's launcher loads once the page is idle after first paint, as the giveaway banner does (at once when
 * the chat was open before a reload): the entry bundle and first paint stay as they were.
 */
export function ChatLauncherSlot() {
  const ready = useIdleReady(chatWasOpen());
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  );
}
