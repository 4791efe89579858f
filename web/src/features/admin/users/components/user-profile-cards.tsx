import { format } from 'date-fns';
import { Link } from 'react-router';
import type { AdminUserDetail } from '#domain/admin/users.ts';
import { formatUsd } from '#domain/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatPhone } from '#web/lib/format-phone.ts';
import { DetailCard, Fact } from '#web/components/ui/detail-card.tsx';
import { RoleBadges } from './user-badges.tsx';

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

export function ProfileCard({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  return (
    <DetailCard title="Profile">
      <dl>
        <Fact term="E-mail">
          {user.email} {user.emailVerified ? null : <Badge tone="warning">Not confirmed</Badge>}
        </Fact>
        <Fact term="Phone">{user.phone ? formatPhone(user.phone) : '—'}</Fact>
        <Fact term="Roles">
          <RoleBadges roles={user.roles} />
        </Fact>
        <Fact term="Joined">{day(user.joinedAt)}</Fact>
        <Fact term="Orders">{user.ordersCount}</Fact>
        <Fact term="Lifetime spend">{formatUsd(user.lifetimeSpendCents)}</Fact>
        {user.blockedAt && (
          <Fact term="Blocked">
            {format(new Date(user.blockedAt), "MMM d, yyyy 'at' h:mm a")}
            {user.blockedReason ? ` — ${user.blockedReason}` : ''}
          </Fact>
        )}
      </dl>
    </DetailCard>
  );
}

export function AddressesCard({ detail }: { detail: AdminUserDetail }) {
  return (
    <DetailCard title="Addresses">
      {detail.addresses.length === 0 ? (
        <p className="text-sm text-muted">No saved address.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {detail.addresses.map((a) => (
            <li key={a.id} className="py-2">
              <div className="flex items-center gap-2 font-medium">
                {a.label} {a.isDefault && <Badge>Default</Badge>}
              </div>
              <div className="text-muted">
                {a.street}
                {a.apartment ? `, ${a.apartment}` : ''} · {a.borough} {a.zip}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

const CHANNELS = [
  ['SMS', 'smsEnabled', 'smsAllUpdates', 'smsCriticalOnly', 'critical only'],
  ['Push', 'pushEnabled', 'pushAllUpdates', 'pushCriticalOnly', 'critical only'],
  ['E-mail', 'emailEnabled', 'emailAllUpdates', 'emailConfirmationOnly', 'confirmation only'],
] as const;

export function PreferencesCard({ detail }: { detail: AdminUserDetail }) {
  const p = detail.notificationPreferences;
  return (
    <DetailCard title="Notifications">
      {!p ? (
        <p className="text-sm text-muted">Never saved: the defaults apply.</p>
      ) : (
        <dl>
          {CHANNELS.map(([label, on, all, narrow, narrowText]) => (
            <Fact key={label} term={label}>
              {!p[on] ? 'Off' : p[all] ? 'All updates' : p[narrow] ? `On, ${narrowText}` : 'On'}
            </Fact>
          ))}
        </dl>
      )}
    </DetailCard>
  );
}

export function GiveawayCard({ detail }: { detail: AdminUserDetail }) {
  return (
    <DetailCard title="Giveaway entries">
      {detail.giveawayEntries.length === 0 ? (
        <p className="text-sm text-muted">No giveaway entries.</p>
      ) : (
        <ul className="text-sm">
          {detail.giveawayEntries.map((g) => (
            <li key={g.id} className="flex items-baseline justify-between gap-3 py-1">
              <span className="min-w-0">
                <Link
                  className="font-medium hover:underline"
                  to={`/admin/giveaways/${g.giveawayId}/analytics`}
                >
                  {g.giveaway}
                </Link>
                <span className="block text-xs text-muted">
                  {g.entries.toLocaleString('en-US')} {g.entries === 1 ? 'entry' : 'entries'}
                  {g.disqualified && ' · disqualified'}
                </span>
              </span>
              <span className="shrink-0 text-muted">{day(g.enteredAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
