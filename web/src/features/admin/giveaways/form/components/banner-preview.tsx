import { Gift } from 'lucide-react';
import { countdown } from '#domain/giveaways/rules.ts';

/** How the storefront's banner will read: the text and the days/hours left at the end date. */
export function BannerPreview({ text, endsAt, now }: { text: string; endsAt: string; now: Date }) {
  const end = new Date(endsAt);
  const left = Number.isNaN(end.getTime()) ? null : countdown(end, now);
  return (
    <figure className="space-y-1.5">
      <div
        className="flex items-center justify-between gap-3 rounded-xl bg-primary px-4 py-2.5 text-sm text-primary-foreground"
        aria-label="Banner preview"
      >
        <span className="flex min-w-0 items-center gap-2 font-semibold tracking-wide">
          <Gift className="h-4 w-4 shrink-0" aria-hidden />
          <span className="truncate">{text.trim() || 'Banner text'}</span>
        </span>
        {left && (
          <span className="shrink-0 font-mono text-xs tabular-nums opacity-90">
            {left.days}d {String(left.hours).padStart(2, '0')}h
          </span>
        )}
      </div>
      <figcaption className="text-xs text-muted">
        Shown on the storefront after the age gate while the giveaway is live; dismissible for 24 hours.
      </figcaption>
    </figure>
  );
}
