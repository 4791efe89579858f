import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import { DismissButton } from '#web/components/ui/dismiss-button.tsx';
import { BANNER_DISMISSED_KEY, bannerVisible } from '#domain/giveaways/rules.ts';
import { PROMO_STRIP_OFFER_ID } from '#web/components/layout/promo-strip.tsx';
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
 * The live giveaway's banner: the promo strip's line while it is live (it takes the strip's own room, so it covers
 * nothing and, arriving after first paint, moves nothing), shown after the age gate (NY: overlays only after it),
 * dismissible for 24 hours, when the strip's facts come back. Loaded after first paint by the layout, which leaves it
 * out of the buying pages. It opens no realtime socket for every visitor: the live giveaway is read again when the
 * tab regains focus.
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
  const slot = document.getElementById(PROMO_STRIP_OFFER_ID);
  const line = (
    <div
      data-strip-offer
      data-testid="giveaway-banner"
      className="container-page flex h-9 items-center gap-2"
    >
      <Gift className="hidden h-4 w-4 shrink-0 text-gold sm:block" aria-hidden />
      <Link
        to={`/giveaway/${g.slug}`}
        className="flex min-w-0 flex-1 items-baseline justify-center gap-x-3 overflow-hidden whitespace-nowrap rounded-md text-[11px] outline-offset-2 sm:text-xs"
      >
        <span className="truncate font-semibold uppercase tracking-[0.08em] sm:tracking-[0.18em]">
          {text}
        </span>
        <span className="shrink-0 text-cream/80" role="timer" data-testid="giveaway-banner-countdown">
          <span className="tabular-nums">
            {left.days}d {pad(left.hours)}h {pad(left.minutes)}m {pad(left.seconds)}s
          </span>
          <span className="max-sm:hidden"> left</span> ·{' '}
          <span className="font-semibold text-gold underline underline-offset-2">Enter free</span>
        </span>
      </Link>
      <DismissButton
        label="Dismiss the giveaway banner"
        onClick={dismiss}
        className="-mr-2 text-cream/80 hover:bg-cream/10 hover:text-cream"
      />
    </div>
  );
  // Without the strip (a page outside the storefront's layout) it stands in the flow where it is rendered.
  return slot ? createPortal(line, slot) : <aside aria-label="Giveaway">{line}</aside>;
}
