import { paths } from '#web/config/paths.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { LiveStatus } from '#web/features/admin/live-orders/components/live-status.tsx';
import { INCIDENT_FILTER_KEYS, incidentsQuery } from '#web/features/admin/safety/api/get-incidents.ts';
import { REFUSAL_FILTER_KEYS, refusalsQuery } from '#web/features/admin/safety/api/get-refusals.ts';
import { INCIDENT_COLUMNS } from '#web/features/admin/safety/components/incidents-columns.tsx';
import { REFUSAL_COLUMNS } from '#web/features/admin/safety/components/refusals-columns.tsx';
import { SafetyFilters } from '#web/features/admin/safety/components/safety-filters.tsx';
import { SafetyTabs, type SafetyTab } from '#web/features/admin/safety/components/safety-tabs.tsx';
import { useLiveIncidents } from '#web/features/admin/safety/hooks/use-live-incidents.ts';
import { useLiveRefusals } from '#web/features/admin/safety/hooks/use-live-refusals.ts';
import { useCan } from '#web/lib/use-can.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Couriers' incidents (live) and every refused hand-over, each a keyset list filtered by the URL. */
export function AdminDeliverySafetyRoute() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: SafetyTab = search.get('tab') === 'refusals' ? 'refusals' : 'incidents';
  const keys = tab === 'incidents' ? INCIDENT_FILTER_KEYS : REFUSAL_FILTER_KEYS;
  const { params, setFilter } = useTableParams(keys);
  useLiveIncidents(true);
  const canReadOrders = useCan('orders:read:any');
  useLiveRefusals(tab === 'refusals' && canReadOrders);
  const setTab = (next: SafetyTab) => setSearch(next === 'incidents' ? {} : { tab: next });
  const clear = () => setSearch(tab === 'incidents' ? {} : { tab });

  return (
    <div className="space-y-5">
      <DocumentTitle>Delivery safety</DocumentTitle>
      <PageHeader
        title="Delivery safety"
        description="What couriers reported on the road, and every order taken back from the door."
        actions={<LiveStatus />}
        filters={<SafetyFilters tab={tab} filters={params.filters} setFilter={setFilter} clear={clear} />}
      />
      <SafetyTabs tab={tab} onTab={setTab} />
      <div role="tabpanel" id={`safety-panel-${tab}`} aria-labelledby={`safety-tab-${tab}`}>
        {tab === 'incidents' ? (
          <DataTable
            key="incidents"
            caption="Incidents"
            columns={INCIDENT_COLUMNS}
            query={incidentsQuery}
            getRowId={(row) => row.id}
            filterKeys={INCIDENT_FILTER_KEYS}
            empty="No incidents match these filters."
            onRowClick={(row) => void navigate(`/admin/delivery-safety/${row.id}`)}
            pagerLabels={['Newer', 'Older']}
          />
        ) : (
          <DataTable
            key="refusals"
            caption="Refused hand-overs"
            columns={REFUSAL_COLUMNS}
            query={refusalsQuery}
            getRowId={(row) => String(row.id)}
            filterKeys={REFUSAL_FILTER_KEYS}
            empty="No refused hand-overs match these filters."
            onRowClick={(row) => void navigate(paths.admin.order.getHref(row.order.id))}
            pagerLabels={['Newer', 'Older']}
          />
        )}
      </div>
    </div>
  );
}
