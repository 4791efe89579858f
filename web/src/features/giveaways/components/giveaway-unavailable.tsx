import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button.tsx';

/** A giveaway that does not exist, or giveaways switched off: the server's reason and a way back. */
export function GiveawayUnavailable({
  message,
  detail = 'Keep an eye on the header: a live giveaway shows up there when one is running.',
  onRetry,
}: {
  message: string;
  detail?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="container-page max-w-2xl py-20 text-center">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Gift className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="mt-6 font-display text-4xl">{message}</h1>
      <p className="mt-3 text-muted">{detail}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Back to the shop
        </Link>
        {onRetry && (
          <button type="button" className={buttonClass('outline')} onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
