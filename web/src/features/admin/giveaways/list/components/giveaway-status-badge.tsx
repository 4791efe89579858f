import { GIVEAWAY_STATUS_LABELS, type GiveawayStatus } from '#domain/giveaways/rules.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const TONE: Record<GiveawayStatus, BadgeTone> = {
  live: 'success',
  scheduled: 'info',
  inactive: 'neutral',
  ended: 'warning',
  drawn: 'accent',
};

export function GiveawayStatusBadge({ status }: { status: GiveawayStatus }) {
  return <Badge tone={TONE[status]}>{GIVEAWAY_STATUS_LABELS[status]}</Badge>;
}
