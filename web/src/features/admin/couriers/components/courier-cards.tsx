import { paths } from '#web/config/paths.ts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { COURIER_RATE_HELP, type AdminCourierDetail } from '#domain/admin/couriers-views.ts';
import { formatUsd } from '#domain/money.ts';
import { DetailCard, Fact } from '#web/components/ui/detail-card.tsx';
import { OrderStatusBadge } from '#web/components/orders/order-status-badge.tsx';
import { ageText, percent, phoneText, vehicleLabel } from '../utils/courier-format.ts';

const when = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, h:mm a') : '—');

export function ProfileCard({ courier }: { courier: AdminCourierDetail['courier'] }) {
  return (
    <DetailCard title="Profile">
      <dl>
        <Fact term="E-mail">{courier.email}</Fact>
        <Fact term="Phone">{phoneText(courier.phone)}</Fact>
        <Fact term="Vehicle">{vehicleLabel(courier.vehicle)}</Fact>
        <Fact term="Commission">{courier.commissionRate}% of the subtotal</Fact>
        <Fact term="PIN">
          {courier.pinSetAt ? `Set ${when(courier.pinSetAt)}` : 'Not set (must choose one)'}
        </Fact>
        <Fact term="Joined">{when(courier.joinedAt)}</Fact>
        <Fact term="Position">
          {courier.position
            ? `${courier.position.lat.toFixed(4)}, ${courier.position.lng.toFixed(4)} · ${ageText(courier.positionAgeSeconds)}`
            : 'None yet'}
        </Fact>
        {courier.deactivatedAt && <Fact term="Deactivated">{when(courier.deactivatedAt)}</Fact>}
      </dl>
    </DetailCard>
  );
}

/** The customers' stars: the average to one decimal and how many rated, or that nobody has yet. */
const ratingText = ({ average, count }: AdminCourierDetail['rating']) =>
  average === null ? 'None yet' : `${average.toFixed(1)} ★ (${count})`;

/** The courier's numbers at a glance, each with its definition. */
export function CourierStats({
  courier,
  rating,
}: {
  courier: AdminCourierDetail['courier'];
  rating: AdminCourierDetail['rating'];
}) {
  const stats = [
    ['Deliveries today', String(courier.deliveriesToday), COURIER_RATE_HELP.deliveriesToday],
    ['Acceptance (30 d)', percent(courier.acceptanceRate), COURIER_RATE_HELP.acceptance],
    ['On time (30 d)', percent(courier.onTimeRate), COURIER_RATE_HELP.onTime],
    ['Last position', ageText(courier.positionAgeSeconds), 'When the app last sent where the courier is.'],
    [
      'Customer rating',
      ratingText(rating),
      'The average of the stars customers gave this courier after delivery, and how many rated.',
    ],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {stats.map(([term, value, help]) => (
        <div key={term} className="rounded-2xl border border-border bg-surface p-4" title={help}>
          <dt className="text-xs font-medium uppercase tracking-[0.12em] text-muted">{term}</dt>
          <dd className="mt-1 font-display text-2xl tabular-nums">{value}</dd>
          <dd className="sr-only">{help}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ShiftsCard({ shifts }: { shifts: AdminCourierDetail['shifts'] }) {
  return (
    <DetailCard title="Shifts">
      <p className="-mt-1 mb-2 text-xs text-muted">{COURIER_RATE_HELP.shift}</p>
      {shifts.length === 0 ? (
        <p className="text-sm text-muted">No shift yet.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {shifts.map((s) => (
            <li key={s.startedAt} className="flex items-center justify-between gap-3 py-2">
              <span>
                {when(s.startedAt)} – {s.endedAt ? format(new Date(s.endedAt), 'h:mm a') : 'now'}
              </span>
              <span className="whitespace-nowrap text-muted">
                {Math.floor(s.minutes / 60)} h {s.minutes % 60} min · {s.deliveries} delivered
              </span>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

/** What the courier carries now (the NY manifest) and the route of the delivery under way. */
export function ManifestCard({ manifest, route }: Pick<AdminCourierDetail, 'manifest' | 'route'>) {
  return (
    <DetailCard title="Manifest now">
      <p className="mb-3 text-sm">
        Carrying <strong>{formatUsd(manifest.heldValueCents)}</strong> of{' '}
        {formatUsd(manifest.carryLimitCents)} allowed
      </p>
      {manifest.deliveries.length === 0 ? (
        <p className="text-sm text-muted">Carrying nothing.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {manifest.deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={paths.admin.order.getHref(d.id)}
                className="font-mono text-[13px] font-medium hover:underline"
              >
                {d.orderNumber}
              </Link>
              <OrderStatusBadge status={d.status} />
              <span className="w-full text-xs text-muted">
                {d.itemCount} item{d.itemCount === 1 ? '' : 's'} · {d.pickup.name} → {d.dropoff.neighborhood},{' '}
                {d.dropoff.borough}
              </span>
            </li>
          ))}
        </ul>
      )}
      {route.length > 0 && (
        <div className="mt-4 border-t border-border pt-3">
          <h3 className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            Route of {route[0]!.orderNumber}
          </h3>
          <ol className="mt-2 space-y-2 text-sm">
            {route.map((stop, i) => (
              <li key={stop.kind} className="flex gap-3">
                <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold">
                  {i + 1}
                </span>
                <span>
                  <span className="font-medium">
                    {stop.kind === 'pickup' ? 'Collect at ' : 'Deliver to '}
                  </span>
                  {stop.label}
                  <span className="block text-xs text-muted">
                    {stop.distanceKm === null
                      ? 'No position to measure from'
                      : `${stop.distanceKm} km · about ${stop.etaMinutes} min`}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </DetailCard>
  );
}
