import type { AdminEntrantRow } from '#domain/giveaways/admin-entrants.ts';
import { REFERRAL_REASON_LABELS, REFERRAL_STATUS_LABELS } from '#domain/giveaways/referrals.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useDecideReferral } from '../api/decide-referral.ts';

const TONES = {
  pending_confirmation: 'neutral',
  held: 'warning',
  credited: 'success',
  refused: 'danger',
} as const;

/** A referral's settlement for staff (status, reason, who decided) and, while held, crediting or refusing it. */
export function ReferralReview({
  entrantId,
  referral,
  canDecide,
}: {
  entrantId: string;
  referral: NonNullable<AdminEntrantRow['referral']>;
  canDecide: boolean;
}) {
  const decide = useDecideReferral(entrantId);
  const reason = referral.reason ? REFERRAL_REASON_LABELS[referral.reason] : null;
  return (
    <div className="mt-1 max-w-56 text-xs">
      <Badge tone={TONES[referral.status]}>{REFERRAL_STATUS_LABELS[referral.status]}</Badge>
      {reason && <p className="mt-1 text-muted">{reason}</p>}
      {referral.decidedByName && <p className="text-muted">By {referral.decidedByName}</p>}
      {canDecide && referral.status === 'held' && (
        <div className="mt-1 flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate('credit')}
          >
            Credit referral
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={decide.isPending}
            onClick={() => decide.mutate('refuse')}
          >
            Refuse referral
          </Button>
        </div>
      )}
      <div role="alert">{decide.error && <p className="mt-1 text-danger">{decide.error.message}</p>}</div>
    </div>
  );
}
