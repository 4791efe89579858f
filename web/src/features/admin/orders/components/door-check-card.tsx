import { format } from 'date-fns';
import type { AdminOrderDetail } from '#domain/admin/order-detail.ts';
import type { DoorRecord } from '#domain/admin/door-record.ts';
import { ID_CHECK_METHODS, TYPED_FALLBACKS } from '#domain/id-check/messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { DetailCard, Fact } from '#web/components/ui/detail-card.tsx';
import { SignatureImage } from '#web/components/ui/signature-image.tsx';

type Check = DoorRecord['checks'][number];

const when = (at: string) => format(new Date(at), 'MMM d, h:mm:ss a');

/** A refused check's reason in words; the first rule that failed, as the courier was told. */
function refusalOf(check: Check) {
  if (!check.ofAge) return 'Refused: under 21';
  if (!check.expiryValid) return 'Refused: ID expired';
  return 'Refused: name does not match';
}

function CheckLine({ check }: { check: Check }) {
  const how = [
    ID_CHECK_METHODS[check.method],
    check.jurisdiction,
    check.fallback ? TYPED_FALLBACKS[check.fallback].toLowerCase() : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="py-1.5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={check.passed ? 'success' : 'danger'}>{check.passed ? 'Passed' : refusalOf(check)}</Badge>
        <span>{how}</span>
      </div>
      <p className="mt-0.5 text-xs text-muted">
        {when(check.at)}
        {check.courierName ? ` · ${check.courierName}` : ''}
      </p>
      {check.override && (
        <p className="mt-1 rounded-lg bg-amber-500/10 px-2 py-1 text-xs">
          Name differs; {check.override.by ?? 'the courier'} confirmed the holder is the recipient: “
          {check.override.reason}”
        </p>
      )}
    </li>
  );
}

/**
 * How the delivery was verified at the door: the method of the check that let it go (ID scanned or typed), every
 * attempt's verdict, and the hand-over's proof (time, place, the recipient's signature until the retention job
 * deletes it). Never the ID's data: the store does not keep it.
 */
export function DoorCheckCard({ order }: { order: AdminOrderDetail }) {
  const { checks, proof, sameIdCustomers } = order.door;
  if (checks.length === 0 && !proof) return null;
  const passed = checks.findLast((c) => c.passed);
  return (
    <DetailCard id="door-check" title="Door check" className="scroll-mt-20">
      <dl>
        <Fact term="Verified">
          {passed ? (
            <Badge tone="success">{ID_CHECK_METHODS[passed.method]}</Badge>
          ) : (
            <Badge tone="danger">Not verified</Badge>
          )}
        </Fact>
        {proof && <Fact term="Handed over">{when(proof.handedOverAt)}</Fact>}
        {proof?.position && (
          <Fact term="Courier at">
            {proof.position.lat.toFixed(5)}, {proof.position.lng.toFixed(5)}
            {proof.position.accuracyM !== null && (
              <span className="text-muted"> (±{Math.round(proof.position.accuracyM)} m)</span>
            )}
          </Fact>
        )}
      </dl>
      {sameIdCustomers > 0 && (
        <p className="mt-2 rounded-lg border border-amber-500/35 bg-amber-500/10 px-3 py-2 text-sm">
          The same ID was shown for {sameIdCustomers} other{' '}
          {sameIdCustomers === 1 ? 'customer’s' : 'customers’'} orders.
        </p>
      )}
      {proof && (
        <div className="mt-3">
          <h3 className="mb-1.5 text-sm text-muted">Signature</h3>
          {proof.signature ? (
            <SignatureImage signature={proof.signature} label={`Signature of ${order.contact.name}`} />
          ) : (
            <p className="text-sm text-muted">
              Deleted
              {proof.signatureDeletedAt
                ? ` ${format(new Date(proof.signatureDeletedAt), 'MMM d, yyyy')}`
                : ''}{' '}
              after the retention period.
            </p>
          )}
        </div>
      )}
      {checks.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm text-muted">
            {checks.length === 1 ? 'ID check' : `ID checks (${checks.length})`}
          </h3>
          <ul className="divide-y divide-border">
            {checks.map((c, i) => (
              // The checks only ever grow, oldest first: the position is the check's identity.
              <CheckLine key={i} check={c} />
            ))}
          </ul>
        </div>
      )}
    </DetailCard>
  );
}
