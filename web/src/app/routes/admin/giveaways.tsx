import { useQueryClient } from '@tanstack/react-query';
import { Plus, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { GIVEAWAYS_KEY } from '#web/features/admin/giveaways/list/api/get-giveaways.ts';
import { GiveawaysTable } from '#web/features/admin/giveaways/list/components/giveaways-table.tsx';
import { useLiveGiveaways } from '#web/features/admin/giveaways/list/hooks/use-live-giveaways.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function GiveawaysPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useLiveGiveaways();
  useShortcut({
    keys: 'r',
    description: 'Refresh the giveaways',
    group: 'Giveaways',
    run: () => void queryClient.refetchQueries({ queryKey: [...GIVEAWAYS_KEY, 'list'] }),
  });
  useShortcut({
    keys: 'c',
    description: 'New giveaway',
    group: 'Giveaways',
    run: () => void navigate('/admin/giveaways/new'),
  });
  return (
    <div className="space-y-5">
      <DocumentTitle>Giveaways</DocumentTitle>
      <PageHeader
        title="Giveaways"
        description="Prize draws with their dates, entries and switch. Entrants and entries count eligible people only; the storefront shows the live one."
        actions={
          <>
            <Link to="/admin/giveaways/manage" className={buttonClass('outline', 'md')}>
              <Users className="h-4 w-4" aria-hidden /> Entrants
            </Link>
            <Link to="/admin/giveaways/new" className={buttonClass('primary', 'md')}>
              <Plus className="h-4 w-4" aria-hidden /> New giveaway
            </Link>
          </>
        }
      />
      <GiveawaysTable />
    </div>
  );
}

/** Marketing → Giveaways: every giveaway, its status and counts live, the switch in the row. */
export function AdminGiveawaysRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="giveaways:manage">
      <GiveawaysPage />
    </RequirePermission>
  );
}
