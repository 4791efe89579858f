import type { ComplianceReport } from '#domain/admin/compliance.ts';
import { formatUsd } from '#domain/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { FiguresTable, SectionCard } from './section-card.tsx';

const VEHICLES: Record<string, string> = { car: 'Car', bike: 'Bike', scooter: 'Scooter', foot: 'On foot' };

/** Every courier holding orders now: the value carried against their vehicle's limit. */
export function ManifestsSection({ manifests }: { manifests: ComplianceReport['manifests'] }) {
  return (
    <SectionCard
      title="Courier manifests now"
      description="Couriers holding orders (in hand or waiting to be returned to the shop), fullest first."
    >
      <FiguresTable
        caption="Courier manifests"
        head={['Courier', 'Vehicle', ['Orders', 'end'], ['Carried', 'end'], 'Against the limit']}
      >
        {manifests.length === 0 ? (
          <tr>
            <td colSpan={5} className="text-center text-muted">
              No courier is holding an order.
            </td>
          </tr>
        ) : (
          manifests.map((m) => {
            const share = m.limitCents > 0 ? m.heldCents / m.limitCents : 0;
            return (
              <tr key={m.courierId}>
                <th scope="row" className="text-left font-normal">
                  <span className="font-medium">{m.name}</span>{' '}
                  <Badge tone={m.isOnline ? 'success' : 'neutral'} className="ml-1">
                    {m.isOnline ? 'Online' : 'Offline'}
                  </Badge>
                </th>
                <td>{VEHICLES[m.vehicleType] ?? m.vehicleType}</td>
                <td className="text-right tabular-nums">{m.orders}</td>
                <td className="whitespace-nowrap text-right tabular-nums">
                  {formatUsd(m.heldCents)} <span className="text-muted">/ {formatUsd(m.limitCents)}</span>
                </td>
                <td className="min-w-32">
                  <div
                    role="meter"
                    aria-valuemin={0}
                    aria-valuemax={m.limitCents}
                    aria-valuenow={m.heldCents}
                    aria-label={`${m.name}: ${Math.round(share * 100)}% of the carry limit`}
                    className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
                  >
                    <div
                      className={cn(
                        'h-full rounded-full',
                        share > 0.9 ? 'bg-danger' : share > 0.6 ? 'bg-amber-500' : 'bg-success',
                      )}
                      style={{ width: `${Math.min(100, Math.round(share * 100))}%` }}
                    />
                  </div>
                </td>
              </tr>
            );
          })
        )}
      </FiguresTable>
    </SectionCard>
  );
}
