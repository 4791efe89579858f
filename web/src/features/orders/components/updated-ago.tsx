import { useNow } from '#web/hooks/use-now.ts';
import { formatUpdatedAgo } from '../utils/format-dates.ts';

/** The age of the courier's last position, ticking each second; deliberately outside any live region. */
export function UpdatedAgo({ at }: { at: string }) {
  const now = useNow(1_000);
  // The server rendered it a moment earlier: only the age may differ when the page is hydrated.
  return (
    <time dateTime={at} data-testid="courier-updated" suppressHydrationWarning>
      {formatUpdatedAgo(at, now)}
    </time>
  );
}
