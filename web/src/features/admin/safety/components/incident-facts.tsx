import { paths } from '#web/config/paths.ts';
import { Link } from 'react-router';
import type { AdminIncident } from '#domain/admin/safety.ts';

const POSITION_SOURCE = { device: "from the courier's phone", last_known: 'last shared position' } as const;

/** Who reported, about which delivery, and where. */
export function IncidentFacts({ incident }: { incident: AdminIncident }) {
  const rows: [string, React.ReactNode][] = [
    ['Courier', `${incident.courier.name} · ${incident.courier.phone}`],
    [
      'Order',
      incident.order ? (
        <Link
          to={paths.admin.order.getHref(incident.order.id)}
          className="font-mono text-[13px] hover:underline"
        >
          {incident.order.number}
        </Link>
      ) : (
        'Not about a delivery'
      ),
    ],
    [
      'Position',
      incident.position
        ? `${incident.position.lat.toFixed(5)}, ${incident.position.lng.toFixed(5)} (${POSITION_SOURCE[incident.position.source]})`
        : 'Unknown: the courier had not shared a position',
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[8rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
