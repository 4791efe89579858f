import { RejectApplicationSchema } from '#domain/admin/couriers-schemas.ts';
import type { AdminPartnerApplication } from '#domain/admin/partners.ts';
import { ReasonDialog, type ReasonAction } from '#web/components/ui/reason-dialog.tsx';
import { ActionDialog } from '#web/components/ui/action-dialog.tsx';
import { DecisionFacts } from '#web/components/applications/decision-facts.tsx';
import { ApplicationStatusBadge } from '#web/components/applications/application-status-badge.tsx';
import { DetailCard, DetailCardFallback, Fact } from '#web/components/ui/detail-card.tsx';
import { formatPhone } from '#web/lib/format-phone.ts';
import { toast } from '#web/lib/toast.ts';
import { useDecidePartnerApplication } from '../api/decide-partner-application.ts';
import { usePartnerApplication } from '../api/get-partner-applications.ts';

function Decision({ app }: { app: AdminPartnerApplication }) {
  const decide = useDecidePartnerApplication(app.id);
  const rejecting: ReasonAction = {
    mutateAsync: (reason) => decide.mutateAsync({ approve: false, reason }),
    reset: decide.reset,
    isPending: decide.isPending,
    error: decide.error,
  };
  return (
    <div className="flex flex-wrap gap-2">
      <ActionDialog
        trigger="Approve"
        primary
        title={`Approve ${app.shopName}?`}
        description={`Creates the partner shop (licence ${app.licenseNumber}) with the store's opening hours, makes ${app.email} its owner with the merchant role, and e-mails a link to set a password.`}
        confirmLabel="Approve and create the shop"
        mutation={decide}
        done={`${app.shopName} is a partner shop; the owner was e-mailed`}
        run={() =>
          decide.mutateAsync({ approve: true }).then(
            () => true,
            () => false,
          )
        }
      />
      <ReasonDialog
        id="partner-reject-reason"
        trigger="Reject"
        title={`Reject ${app.shopName}?`}
        description="The applicant is e-mailed the reason."
        label="Reason (sent to the applicant)"
        placeholder="e.g. The licence number is not on the OCM's list of adult-use dispensaries"
        keepLabel="Keep as is"
        confirmLabel="Reject"
        schema={RejectApplicationSchema}
        action={rejecting}
        onDone={() => toast.success('Application rejected; the applicant was e-mailed')}
      />
    </div>
  );
}

/** One partner application beside the list: the shop, the contact, the decision or the buttons to make it. */
export function PartnerApplicationPanel({ id }: { id: string }) {
  const query = usePartnerApplication(id);
  if (query.isPending || query.isError) return <DetailCardFallback error={query.error} />;
  const a = query.data;
  return (
    <DetailCard title="Partner application" action={<ApplicationStatusBadge status={a.status} />}>
      <h2 className="font-display text-2xl">{a.shopName}</h2>
      <p className="mt-1 font-mono text-sm text-muted">{a.licenseNumber}</p>
      <dl className="mt-3">
        <Fact term="Address">
          {a.street}, {a.zip}
          {a.borough && (
            <span className="block text-xs text-muted">
              {a.neighborhood ? `${a.neighborhood}, ` : ''}
              {a.borough}
            </span>
          )}
        </Fact>
        <Fact term="Contact">{a.contactName}</Fact>
        <Fact term="E-mail">{a.email}</Fact>
        <Fact term="Phone">{formatPhone(a.phone)}</Fact>
        <DecisionFacts application={a} />
      </dl>
      {a.shopSlug && (
        <a
          href={`/partner-shops#${a.shopSlug}`}
          className="mt-3 inline-block text-sm font-medium underline"
          target="_blank"
          rel="noreferrer"
        >
          Open the shop&apos;s public page
        </a>
      )}
      {a.status === 'pending' && (
        <div className="mt-4 border-t border-border pt-4">
          <Decision app={a} />
        </div>
      )}
    </DetailCard>
  );
}
