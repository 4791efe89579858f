import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Gift, X } from 'lucide-react';
import { BANNER_DISMISSED_KEY, bannerVisible } from '#domain/giveaways/rules.ts';
import { storage } from '#web/lib/storage.ts';
import { useLiveGiveaway } from '../api/get-live-giveaway.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { setLiveGiveawaySlug } from '../stores/live-giveaway-link.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const dismissedAt = () => {
  const raw = storage.get(BANNER_DISMISSED_KEY);
  return raw === null ? null : Number(raw);
};

/**
 * The live giveaway's banner: an in-flow strip under the header (it takes its own room and covers nothing), shown
 * after the age gate (NY: overlays only after it), dismissible for 24 hours. Loaded after first paint by the layout,
 * which leaves it out of the buying pages. It opens no realtime socket for every visitor: the live giveaway is read
 * again when the tab regains focus.
 */
export function GiveawayBanner({
  isAgeVerified,
  stepAside = false,
}: {
  isAgeVerified: () => boolean;
  /** A buying page: the banner still tells the header whether a giveaway is live, but shows nothing. */
  stepAside?: boolean;
}) {
  const live = useLiveGiveaway();
  const g = live.data ?? null;
  const left = useCountdown(stepAside ? null : g?.endsAt);
  const [dismissed, setDismissed] = useState(dismissedAt);
  useEffect(() => {
    if (live.isSuccess) setLiveGiveawaySlug(g?.slug ?? null);
  }, [live.isSuccess, g?.slug]);

  // The countdown re-renders every second: the age gate's answer is read again with it.
  if (stepAside || !g || !isAgeVerified() || !bannerVisible(dismissed, left.now)) return null;
  const dismiss = () => {
    const at = Date.now();
    storage.set(BANNER_DISMISSED_KEY, String(at));
    setDismissed(at);
  };
  const text = g.bannerText || g.prize;
  return (
    <aside
      aria-label="Giveaway"
      data-testid="giveaway-banner"
      className="border-b border-gold/30 bg-forest text-cream"
    >
      <div className="container-page flex min-h-12 items-center gap-3 py-1.5">
        <Gift className="hidden h-5 w-5 shrink-0 text-gold sm:block" aria-hidden />
        <Link
          to={`/giveaway/${g.slug}`}
          className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3 rounded-lg outline-offset-2"
        >
          <span className="truncate text-sm font-semibold tracking-wide">{text}</span>
          <span className="text-xs text-cream/75" role="timer" data-testid="giveaway-banner-countdown">
            <span className="tabular-nums">
              {left.days}d {pad(left.hours)}h {pad(left.minutes)}m {pad(left.seconds)}s
            </span>{' '}
            left · <span className="font-semibold text-gold underline underline-offset-2">Enter free</span>
          </span>
        </Link>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the giveaway banner"
          className="-mr-2 flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-cream/80 hover:bg-cream/10 hover:text-cream"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </aside>
  );
}
