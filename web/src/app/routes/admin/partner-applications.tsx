import { ApplicationStatusTabs } from '#web/components/applications/application-status-tabs.tsx';
import { TablePager } from '#web/components/data-table/table-pager.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { MasterDetail } from '#web/components/ui/master-detail.tsx';
import { APPLICATION_LABELS } from '#web/components/applications/application-status-badge.tsx';
import { usePartnerApplications } from '#web/features/admin/partners/api/get-partner-applications.ts';
import { PartnerApplicationList } from '#web/features/admin/partners/components/partner-application-list.tsx';
import { PartnerApplicationPanel } from '#web/features/admin/partners/components/partner-application-panel.tsx';
import { useLivePartners } from '#web/features/admin/partners/hooks/use-live-partners.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useApplicationParams } from './use-application-params.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Shops asking to become partners, by status and newest first, the chosen one beside the list; live. */
export function AdminPartnerApplicationsRoute() {
  const { status, cursor, selected, setStatus, setCursor, open } = useApplicationParams();
  const list = usePartnerApplications(status, cursor);
  useLivePartners();
  useShortcut({
    keys: 'r',
    description: 'Refresh the applications',
    group: 'Partner applications',
    run: () => void list.refetch(),
  });
  const label = `${APPLICATION_LABELS[status]} partner applications`;

  return (
    <div className="space-y-5">
      <DocumentTitle>Partner applications</DocumentTitle>
      <PageHeader
        title="Partner applications"
        description="Licensed dispensaries asking to sell through the store. Approving creates the shop and its owner's account and e-mails a link to set a password."
        filters={<ApplicationStatusTabs status={status} onStatus={setStatus} />}
      />
      <MasterDetail
        list={
          <section aria-label={label} className="space-y-3">
            <PartnerApplicationList list={list} status={status} selected={selected} onOpen={open} />
            <TablePager
              label={label}
              labels={['Newest', 'Older']}
              hasPrevious={Boolean(cursor)}
              hasNext={Boolean(list.data?.nextCursor)}
              onPrevious={() => setCursor(null)}
              onNext={() => setCursor(list.data?.nextCursor ?? null)}
            />
          </section>
        }
        detail={selected ? <PartnerApplicationPanel id={selected} /> : null}
        detailLabel="Selected partner application"
        placeholder="Choose an application to review it."
      />
    </div>
  );
}
