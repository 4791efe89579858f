import { Gift, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useGiveaways } from '#web/features/admin/giveaways/list/api/get-giveaways.ts';
import { useLiveGiveaways } from '#web/features/admin/giveaways/list/hooks/use-live-giveaways.ts';
import { FeatureOffNotice } from '#web/features/admin/giveaways/overview/components/feature-off-notice.tsx';
import { LiveOverview } from '#web/features/admin/giveaways/overview/components/live-overview.tsx';
import { useSettings } from '#web/features/admin/system/api/get-settings.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function LiveGiveaway() {
  const giveaways = useGiveaways();
  const settings = useSettings();
  useLiveGiveaways();
  useShortcut({
    keys: 'r',
    description: 'Refresh',
    group: 'Live giveaway',
    run: () => void giveaways.refetch(),
  });
  // The storefront's pick: the live one ending first.
  const live = (giveaways.data?.giveaways ?? [])
    .filter((g) => g.status === 'live')
    .toSorted((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt))[0];
  return (
    <div className="space-y-5">
      <DocumentTitle>Live giveaway</DocumentTitle>
      <PageHeader
        title="Live giveaway"
        description="The giveaway the storefront shows now, its countdown and how entries are coming in; live."
        actions={
          <Link to="/admin/giveaways" className={buttonClass('outline', 'md')}>
            All giveaways
          </Link>
        }
      />
      {settings.data?.features.giveaway === false && <FeatureOffNotice />}
      {giveaways.isPending && <Skeleton className="h-64 w-full" />}
      {giveaways.isError && (
        <div role="alert" className="rounded-2xl border border-danger/40 p-6 text-center">
          <p className="font-medium">{giveaways.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void giveaways.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {giveaways.data && !live && (
        <section className="rounded-2xl border border-dashed border-border px-6 py-16 text-center">
          <Gift className="mx-auto h-10 w-10 text-muted" aria-hidden />
          <h2 className="mt-3 font-display text-xl font-semibold">No giveaway is live</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-muted">
            A giveaway is live when it is switched on and between its dates. Scheduled and ended ones are in
            the list.
          </p>
          <Link to="/admin/giveaways/new" className={`${buttonClass('primary', 'md')} mt-5`}>
            <Plus className="h-4 w-4" aria-hidden /> New giveaway
          </Link>
        </section>
      )}
      {live && <LiveOverview giveaway={live} />}
    </div>
  );
}

/** Marketing → Live giveaway: the live giveaway at a glance, or the way to start one. */
export function AdminGiveawayRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="giveaways:manage">
      <LiveGiveaway />
    </RequirePermission>
  );
}
