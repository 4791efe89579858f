import { Copy, Share2 } from 'lucide-react';
import { shareLink } from '#domain/giveaways/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { recordShare } from '../api/share-giveaway.ts';

/** The customer's share link: copy it, or share it natively where the browser can. */
export function SharePanel({
  slug,
  shareCode,
  title,
  referralEntries,
}: {
  slug: string;
  shareCode: string;
  title: string;
  referralEntries: number;
}) {
  const link = shareLink(location.origin, slug, shareCode);
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
      void recordShare(slug, 'copy');
    } catch {
      toast.error('Copy did not work: select the link and copy it');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, text: `Enter ${title} with me`, url: link });
      void recordShare(slug, 'native');
    } catch {
      /* the customer closed the share sheet */
    }
  };
  return (
    <section aria-labelledby={`share-${slug}`} className="space-y-3">
      <h3 id={`share-${slug}`} className="font-semibold">
        Share your link
      </h3>
      {referralEntries > 0 && (
        <p className="text-sm text-muted">
          +{referralEntries} entries for you for each friend who signs up through it and enters.
        </p>
      )}
      <label htmlFor={`share-link-${slug}`} className="sr-only">
        Your share link
      </label>
      <input
        id={`share-link-${slug}`}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full truncate rounded-xl border border-border bg-surface-2/50 px-3 py-2.5 font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" size="sm" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          Copy link
        </Button>
        {canShare && (
          <Button variant="outline" size="sm" onClick={() => void share()}>
            <Share2 className="h-4 w-4" aria-hidden />
            Share
          </Button>
        )}
      </div>
    </section>
  );
}
