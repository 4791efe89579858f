import { ApplicationStatusTabs } from '#web/components/applications/application-status-tabs.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { MasterDetail } from '#web/components/ui/master-detail.tsx';
import { ApplicationPanel } from '#web/features/admin/couriers/components/application-panel.tsx';
import { ApplicationsTable } from '#web/features/admin/couriers/components/applications-table.tsx';
import { useLiveCouriers } from '#web/features/admin/couriers/hooks/use-live-couriers.ts';
import { useApplicationParams } from './use-application-params.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Courier applications by status, newest first, with the chosen one beside the list; live as they arrive. */
export function AdminCourierApplicationsRoute() {
  const { status, selected, setStatus, open } = useApplicationParams();
  useLiveCouriers();

  return (
    <div className="space-y-5">
      <DocumentTitle>Courier applications</DocumentTitle>
      <PageHeader
        title="Courier applications"
        description="People who applied to deliver. Approving creates their courier account and e-mails a link to set a password."
        filters={<ApplicationStatusTabs status={status} onStatus={setStatus} />}
      />
      <MasterDetail
        list={<ApplicationsTable status={status} selectedId={selected} onOpen={open} />}
        detail={selected ? <ApplicationPanel id={selected} /> : null}
        detailLabel="Selected application"
        placeholder="Choose an application to see it in full."
      />
    </div>
  );
}
