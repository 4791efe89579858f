import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { APPLICATION_LABELS } from './application-status-badge.tsx';

/** The applications pages' status tabs: pending, approved, rejected. */
export function ApplicationStatusTabs({
  status,
  onStatus,
}: {
  status: ApplicationStatus;
  onStatus: (status: ApplicationStatus) => void;
}) {
  return (
    <SegmentedControl
      kind="tabs"
      label="Status"
      options={APPLICATION_STATUSES}
      value={status}
      onChange={onStatus}
      render={(s) => APPLICATION_LABELS[s]}
    />
  );
}
