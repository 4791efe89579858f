import { paths } from '#web/config/paths.ts';
import { differenceInYears, format, parseISO } from 'date-fns';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '#domain/admin/order-detail.ts';
import { VEHICLE_LABELS } from '#domain/couriers/rules.ts';
import { ID_CHECK_METHODS } from '#domain/id-check/messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatPhone } from '#web/lib/format-phone.ts';
import { DetailCard, Fact } from '#web/components/ui/detail-card.tsx';

const ID_CHECK = {
  not_yet: ['neutral', 'Not checked yet'],
  passed: ['success', 'Passed: 21+ ID shown'],
  failed: ['danger', 'Failed: returned'],
} as const;

/** Who ordered, where it goes and when, and what was attested and checked about their age. */
export function CustomerCard({ order }: { order: AdminOrderDetail }) {
  const { contact, address, customer, idCheck } = order;
  const birth = parseISO(order.ageAttestation.birthDate);
  const [tone, outcomeLabel] = ID_CHECK[idCheck.outcome];
  // How it passed, from the door record (scanned or typed); the Door check card has the details.
  const method = order.door.checks.findLast((c) => c.passed)?.method;
  const label = idCheck.outcome === 'passed' && method ? `Passed: ${ID_CHECK_METHODS[method]}` : outcomeLabel;
  return (
    <DetailCard title="Customer">
      <dl>
        <Fact term="Name">
          {contact.name} <span className="text-xs text-muted">{customer ? '(account)' : '(guest)'}</span>
        </Fact>
        <Fact term="E-mail">
          <a href={`mailto:${contact.email}`} className="hover:underline">
            {contact.email}
          </a>
        </Fact>
        <Fact term="Phone">
          <a href={`tel:${contact.phone}`} className="hover:underline">
            {formatPhone(contact.phone)}
          </a>
        </Fact>
        <Fact term="Address">
          {address.street}
          {address.apartment ? `, ${address.apartment}` : ''}
          <br />
          {address.borough}, NY {address.zip}
          {!address.residentialConfirmed && (
            <span className="block text-xs text-danger">Residential address not confirmed</span>
          )}
        </Fact>
        <Fact term="Window">{order.delivery.windowLabel}</Fact>
        {order.deliveryNote && <Fact term="Note">{order.deliveryNote}</Fact>}
        <Fact term="Age attested">
          Born {format(birth, 'MMM d, yyyy')} ({differenceInYears(new Date(), birth)})
        </Fact>
        <Fact term="ID at the door">
          <Badge tone={tone}>{label}</Badge>
          {idCheck.at && (
            <span className="ml-2 text-xs text-muted">{format(new Date(idCheck.at), 'MMM d, h:mm a')}</span>
          )}
          {idCheck.reason && <span className="mt-1 block text-xs text-muted">{idCheck.reason}</span>}
        </Fact>
      </dl>
    </DetailCard>
  );
}

/** The courier carrying the order, and a way to their other orders. */
export function CourierCard({ order }: { order: AdminOrderDetail }) {
  const { courier } = order;
  return (
    <DetailCard
      title="Courier"
      action={
        courier && (
          <Link
            to={paths.admin.orders.getHref({ courier: courier.id })}
            className="text-xs font-medium text-muted hover:text-foreground hover:underline"
          >
            Their orders
          </Link>
        )
      }
    >
      {courier ? (
        <dl>
          <Fact term="Name">{courier.name}</Fact>
          <Fact term="Phone">
            <a href={`tel:${courier.phone}`} className="hover:underline">
              {formatPhone(courier.phone)}
            </a>
          </Fact>
          <Fact term="Vehicle">{VEHICLE_LABELS[courier.vehicleType]}</Fact>
        </dl>
      ) : (
        <p className="text-sm text-muted">No courier yet.</p>
      )}
    </DetailCard>
  );
}
