import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useGiveaway } from '#web/features/admin/giveaways/form/api/get-giveaway.ts';
import { EndGiveawayButton } from '#web/features/admin/giveaways/form/components/end-giveaway-button.tsx';
import { GiveawayFactsCard } from '#web/features/admin/giveaways/form/components/giveaway-facts-card.tsx';
import { GiveawayForm } from '#web/features/admin/giveaways/form/components/giveaway-form.tsx';
import { useLiveGiveaways } from '#web/features/admin/giveaways/list/hooks/use-live-giveaways.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function EditGiveaway() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useGiveaway(id);
  useLiveGiveaways();
  const g = detail.data?.giveaway;
  return (
    <div className="space-y-5">
      <DocumentTitle>{`${g?.title ?? 'Giveaway'}`}</DocumentTitle>
      <PageHeader
        title={g?.title ?? 'Edit giveaway'}
        description={
          g?.drawnAt
            ? 'Drawn: the terms are final.'
            : 'Edit the giveaway’s terms; the storefront follows at once.'
        }
        actions={g?.status === 'live' && <EndGiveawayButton giveaway={g} />}
      />
      {detail.isError && (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-4">
          <p className="font-medium">{detail.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {(detail.isPending || (g && !detail.isFetchedAfterMount)) && <Skeleton className="h-96 w-full" />}
      {g && detail.isFetchedAfterMount && (
        <GiveawayForm
          // A change saved anywhere (end now, the switch, another admin) starts the form again from it.
          key={`${g.id}:${g.updatedAt}`}
          giveaway={g}
          startLocked={detail.data?.datesLocked ?? false}
          onSaved={() => void navigate('/admin/giveaways')}
          aside={<GiveawayFactsCard giveaway={g} />}
        />
      )}
    </div>
  );
}

/** Marketing → Giveaways → one giveaway: its terms, the seed commitment, end now while live. */
export function AdminGiveawayEditRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="giveaways:manage">
      <EditGiveaway />
    </RequirePermission>
  );
}
