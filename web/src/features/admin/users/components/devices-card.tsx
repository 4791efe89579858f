import { formatDistanceToNowStrict } from 'date-fns';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import type { AdminUserDetail, AdminUserDevice } from '#domain/admin/users.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { useCan } from '#web/lib/use-can.ts';
import { DetailCard } from '#web/components/ui/detail-card.tsx';
import { useSetDeviceBlocked } from '../api/set-device-blocked.ts';
import { ActionDialog, settled } from '#web/components/ui/action-dialog.tsx';

const ICONS = { desktop: Monitor, tablet: Tablet, mobile: Smartphone } as const;

function DeviceRow({ userId, device }: { userId: string; device: AdminUserDevice }) {
  const mayManage = useCan('users:manage');
  const setBlocked = useSetDeviceBlocked(userId);
  const Icon = ICONS[device.deviceType];
  const label = `${device.browser} on ${device.os}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-muted" aria-hidden />
        <div className="min-w-0 text-sm">
          <div className="flex flex-wrap items-center gap-2 font-medium">
            {label}
            <span className="text-xs font-normal capitalize text-muted">{device.deviceType}</span>
            {device.blocked && <Badge tone="danger">Device blocked</Badge>}
            {device.otherAccounts > 0 && (
              <Badge tone="warning">
                {device.otherAccounts} other account{device.otherAccounts === 1 ? '' : 's'}
              </Badge>
            )}
          </div>
          <div className="text-xs text-muted">
            {device.screen} · {device.timeZone} · {device.language} · {device.lastIp ?? 'no address'}
          </div>
          <div className="text-xs text-muted">
            Seen {device.timesSeen}× · last {formatDistanceToNowStrict(new Date(device.lastSeenAt))} ago ·
            first {formatDistanceToNowStrict(new Date(device.firstSeenAt))} ago
          </div>
          <div className="font-mono text-[11px] text-muted">{device.deviceId}</div>
        </div>
      </div>
      {mayManage && (
        <ActionDialog
          trigger={device.blocked ? 'Unblock device' : 'Block device'}
          title={device.blocked ? `Unblock ${label}?` : `Block ${label}?`}
          description={
            device.blocked
              ? 'Accounts may sign in and check out on this device again.'
              : 'Sign-in and checkout from this browser are refused, and a signed-in page on it is signed out at its next check. Clearing the browser’s storage gives it a new device id that is not blocked: to stop a person, block the account.'
          }
          confirmLabel={device.blocked ? 'Unblock device' : 'Block device'}
          done={device.blocked ? 'Device unblocked' : 'Device blocked'}
          mutation={setBlocked}
          run={() => settled(setBlocked.mutateAsync({ deviceId: device.deviceId, blocked: !device.blocked }))}
          danger={!device.blocked}
          keepLabel="Cancel"
          confirmVariant={device.blocked ? 'primary' : 'danger'}
        />
      )}
    </li>
  );
}

export function DevicesCard({ detail }: { detail: AdminUserDetail }) {
  return (
    <DetailCard title={`Devices seen (${detail.devices.length})`}>
      {detail.devices.length === 0 ? (
        <p className="text-sm text-muted">No device reported yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {detail.devices.map((d) => (
            <DeviceRow key={d.deviceId} userId={detail.user.id} device={d} />
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
