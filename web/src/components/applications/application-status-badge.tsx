import type { ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
};
export const APPLICATION_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONES[status]}>{APPLICATION_LABELS[status]}</Badge>;
}
