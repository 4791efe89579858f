import { useNavigate } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { GiveawayForm } from '#web/features/admin/giveaways/form/components/giveaway-form.tsx';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Marketing → Giveaways → New giveaway: the terms; the seed commitment is made on saving. */
export function AdminGiveawayNewRoute() {
  const me = useStaff();
  const navigate = useNavigate();
  return (
    <RequirePermission roles={me.roles} permission="giveaways:manage">
      <div className="space-y-5">
        <DocumentTitle>New giveaway</DocumentTitle>
        <PageHeader
          title="New giveaway"
          description="The prize, its dates in New York time, how people earn entries and how many win. Saving commits to a secret seed for the draw."
        />
        <GiveawayForm onSaved={() => void navigate('/admin/giveaways')} />
      </div>
    </RequirePermission>
  );
}
