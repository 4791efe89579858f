import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { can } from '#domain/permissions.ts';
import { GIVEAWAY_STATUS_LABELS } from '#domain/giveaways/rules.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useGiveawayWinners } from '#web/features/admin/giveaways/winners/api/get-winners.ts';
import { DrawFacts } from '#web/features/admin/giveaways/winners/components/draw-facts.tsx';
import { DrawStatusCard } from '#web/features/admin/giveaways/winners/components/draw-status-card.tsx';
import { WinnersTable } from '#web/features/admin/giveaways/winners/components/winners-table.tsx';
import { useLiveWinners } from '#web/features/admin/giveaways/winners/hooks/use-live-winners.ts';
import { useNow } from '#web/hooks/use-now.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function Winners() {
  const { id = '' } = useParams();
  const me = useStaff();
  const query = useGiveawayWinners(id);
  const data = query.data;
  useLiveWinners(id, data?.giveaway.slug);
  const now = useNow(1000);
  const canManage = can(me.roles, 'giveaways:manage');
  useShortcut({
    keys: 'r',
    description: 'Refresh the winners',
    group: 'Giveaway winners',
    run: () => void query.refetch(),
  });
  const g = data?.giveaway;
  return (
    <div className="space-y-5">
      <DocumentTitle>{`Winners · ${g?.title ?? 'Giveaway'}`}</DocumentTitle>
      <PageHeader
        title={g ? `Winners · ${g.title}` : 'Winners'}
        description={
          g ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <Badge tone={g.status === 'drawn' ? 'success' : g.status === 'ended' ? 'warning' : 'neutral'}>
                {GIVEAWAY_STATUS_LABELS[g.status]}
              </Badge>
              <span>
                {g.prize} · {g.winnersCount} winner(s), {g.alternatesCount} alternate(s), {g.claimDays} days
                to claim
              </span>
            </span>
          ) : (
            'The provably fair draw'
          )
        }
        actions={
          <Link to="/admin/giveaways" className={buttonClass('outline', 'sm')}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> All giveaways
          </Link>
        }
      />
      {query.isError && (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-4">
          {query.error.message}
        </p>
      )}
      {query.isPending && (
        <div className="space-y-5" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {data && (
        <>
          <DrawStatusCard data={data} now={now} canManage={canManage} />
          {data.draw && (
            <section aria-label="Winners and alternates" className="space-y-3">
              <h2 className="text-base font-semibold">Winners and alternates</h2>
              <WinnersTable giveawayId={id} winners={data.winners} now={now} canManage={canManage} />
            </section>
          )}
          <DrawFacts data={data} />
        </>
      )}
    </div>
  );
}

/** /admin/giveaways/:id/winners: the provably fair draw, its published facts, the winners and the pass-on. */
export function AdminGiveawayWinnersRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="giveaways:manage">
      <Winners />
    </RequirePermission>
  );
}
