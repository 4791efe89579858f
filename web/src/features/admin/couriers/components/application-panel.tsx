import { useState } from 'react';
import { Link } from 'react-router';
import { RejectApplicationSchema } from '#domain/admin/couriers-schemas.ts';
import type { AdminApplication } from '#domain/admin/couriers-views.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { DetailCard, DetailCardFallback, Fact } from '#web/components/ui/detail-card.tsx';
import { cn } from '#web/lib/cn.ts';
import { useCan } from '#web/lib/use-can.ts';
import { useDecideApplication } from '../api/decide-application.ts';
import { useApplication } from '../api/get-applications.ts';
import { phoneText, vehicleLabel } from '../utils/courier-format.ts';
import { ActionDialog, DialogField } from '#web/components/ui/action-dialog.tsx';
import { DecisionFacts } from '#web/components/applications/decision-facts.tsx';
import { ApplicationStatusBadge } from '#web/components/applications/application-status-badge.tsx';

const succeeded = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

function Decide({ app }: { app: AdminApplication }) {
  const decide = useDecideApplication(app.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const young = app.age < COMPLIANCE.minimumAge;
  const reject = () => {
    const parsed = RejectApplicationSchema.safeParse({ reason });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success
      ? succeeded(decide.mutateAsync({ approve: false, reason: parsed.data.reason }))
      : Promise.resolve(false);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {!young && (
        <ActionDialog
          trigger="Approve"
          primary
          title={`Approve ${app.fullName}?`}
          description="Links the account with this e-mail or creates one, gives it the courier role, creates the courier and e-mails a link to set a password."
          confirmLabel="Approve"
          mutation={decide}
          done="Application approved; the applicant was e-mailed"
          run={() => succeeded(decide.mutateAsync({ approve: true }))}
        />
      )}
      <ActionDialog
        trigger="Reject"
        title={`Reject ${app.fullName}?`}
        description="The applicant is e-mailed the reason."
        confirmLabel="Reject"
        danger
        mutation={decide}
        done="Application rejected; the applicant was e-mailed"
        onOpen={() => {
          setReason('');
          setError(undefined);
        }}
        run={reject}
      >
        <DialogField id="reject-reason" label="Reason (sent to the applicant)" error={error}>
          <textarea
            id="reject-reason"
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            className={cn(CONTROL_CLASS, 'h-auto py-2.5 text-sm')}
          />
        </DialogField>
      </ActionDialog>
    </div>
  );
}

/** One application in the side panel: who, when, the decision or the buttons to make it. */
export function ApplicationPanel({ id }: { id: string }) {
  const app = useApplication(id);
  const may = useCan('couriers:manage');
  if (app.isPending || app.isError) return <DetailCardFallback error={app.error} />;
  const a = app.data;
  const young = a.age < COMPLIANCE.minimumAge;
  return (
    <DetailCard title="Application" action={<ApplicationStatusBadge status={a.status} />}>
      <h2 className="font-display text-2xl">{a.fullName}</h2>
      {young && (
        <p role="note" className="mt-2">
          <Badge tone="danger">Under 21 ({a.age}): cannot be approved</Badge>
        </p>
      )}
      <dl className="mt-3">
        <Fact term="E-mail">{a.email}</Fact>
        <Fact term="Phone">{phoneText(a.phone)}</Fact>
        <Fact term="Borough">{a.borough}</Fact>
        <Fact term="Vehicle">{vehicleLabel(a.vehicleType)}</Fact>
        <Fact term="Born">
          {a.birthDate} ({a.age})
        </Fact>
        <DecisionFacts application={a}>
          <Fact term="Experience">{a.experience || <span className="text-muted">None given</span>}</Fact>
        </DecisionFacts>
      </dl>
      {a.courierId && (
        <Link
          to={`/admin/couriers/${a.courierId}`}
          className="mt-3 inline-block text-sm font-medium underline"
        >
          Open the courier
        </Link>
      )}
      {a.status === 'pending' && may && (
        <div className="mt-4 border-t border-border pt-4">
          <Decide app={a} />
        </div>
      )}
    </DetailCard>
  );
}
