import { Badge } from '#web/components/ui/badge.tsx';
import { LAB_STATUS_LABEL, LAB_STATUS_TONE, type LabStatusName } from '../utils/lab-status.ts';

export function LabStatusBadge({ status }: { status: LabStatusName }) {
  return <Badge tone={LAB_STATUS_TONE[status]}>{LAB_STATUS_LABEL[status]}</Badge>;
}
