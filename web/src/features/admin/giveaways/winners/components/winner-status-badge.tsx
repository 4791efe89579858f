import { WINNER_STATUS_LABELS } from '#domain/giveaways/draw-schemas.ts';
import type { WinnerStatus } from '#domain/giveaways/rules.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const TONE: Record<WinnerStatus, BadgeTone> = {
  standby: 'neutral',
  notified: 'info',
  claimed: 'success',
  forfeited: 'warning',
  disqualified: 'danger',
};

/** A drawn name's status in words and tone. */
export function WinnerStatusBadge({ status }: { status: WinnerStatus }) {
  return <Badge tone={TONE[status]}>{WINNER_STATUS_LABELS[status]}</Badge>;
}
