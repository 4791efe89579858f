import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useSettings } from '#web/features/admin/system/api/get-settings.ts';
import { SettingsForm } from '#web/features/admin/system/components/settings-form.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useStaff } from './use-staff.ts';

function Settings() {
  const settings = useSettings();
  return (
    <>
      <PageTitle title="Settings">
        Store hours, delivery, limits and features. Every change is recorded in the audit log.
      </PageTitle>
      {settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : settings.isError ? (
        <div role="alert" className="rounded-2xl border border-danger/40 p-6 text-center">
          <p className="font-medium">{settings.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <LoadingSkeleton variant="table" count={10} />
      )}
    </>
  );
}

/** Admin only (settings:write). */
export function AdminSettingsRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="settings:write">
      <Settings />
    </RequirePermission>
  );
}
