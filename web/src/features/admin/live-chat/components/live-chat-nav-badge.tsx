import { useLiveChatQueue } from '../api/get-queue.ts';

/** The number of chats waiting for a person, beside 'Live chat' in the admin menu; live with the queue. */
export function LiveChatNavBadge() {
  const waiting = useLiveChatQueue().data?.waiting.length ?? 0;
  if (waiting === 0) return null;
  return (
    <span
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-[11px] font-semibold tabular-nums text-accent-foreground"
      aria-label={`${waiting} waiting`}
    >
      {waiting}
    </span>
  );
}
