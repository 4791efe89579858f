import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { ENTRANT_FILTER_KEYS, entrantsQuery } from '#web/features/admin/giveaways/manage/api/get-entrants.ts';
import { entrantColumns } from '#web/features/admin/giveaways/manage/components/entrant-columns.tsx';
import { EntrantFilters } from '#web/features/admin/giveaways/manage/components/entrant-filters.tsx';
import { GIVEAWAYS_KEY, useGiveaways } from '#web/features/admin/giveaways/list/api/get-giveaways.ts';
import { useLiveGiveaways } from '#web/features/admin/giveaways/list/hooks/use-live-giveaways.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function Entrants() {
  const [, setSearch] = useSearchParams();
  const { params, setFilter } = useTableParams(ENTRANT_FILTER_KEYS);
  const giveaways = useGiveaways();
  useLiveGiveaways();
  const queryClient = useQueryClient();
  useShortcut({
    keys: 'r',
    description: 'Refresh the entrants',
    group: 'Giveaway entrants',
    run: () => void queryClient.invalidateQueries({ queryKey: GIVEAWAYS_KEY }),
  });
  const list = giveaways.data?.giveaways;
  // A drawn giveaway's entrants are settled here: the winners page passes a winner on.
  const columns = useMemo(() => {
    const drawn = new Set((list ?? []).filter((g) => g.drawnAt).map((g) => g.id));
    return entrantColumns((row) => list !== undefined && !drawn.has(row.giveawayId));
  }, [list]);
  const clear = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('giveawayId');
      next.delete('status');
      next.delete('cursor');
      return next;
    });
  return (
    <div className="space-y-5">
      <DocumentTitle>Giveaway entrants</DocumentTitle>
      <PageHeader
        title="Giveaway entrants"
        description="Everyone who entered, newest first, with entries by source (entering / friends / orders / free alternative). Disqualify before the draw; the reason is kept in the audit log."
        filters={
          <EntrantFilters
            filters={params.filters}
            setFilter={setFilter}
            clear={clear}
            giveaways={list ?? []}
          />
        }
      />
      <DataTable
        caption="Giveaway entrants"
        columns={columns}
        query={entrantsQuery}
        getRowId={(row) => row.id}
        filterKeys={ENTRANT_FILTER_KEYS}
        empty={
          Object.keys(params.filters).length > 0
            ? 'No entrants match these filters.'
            : 'No one has entered a giveaway yet.'
        }
        pagerLabels={['Newer', 'Older']}
      />
    </div>
  );
}

/** Marketing → Giveaways → Entrants: search, filter, disqualify with a reason, CSV; live as entries come in. */
export function AdminGiveawaysManageRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="giveaways:manage">
      <Entrants />
    </RequirePermission>
  );
}
