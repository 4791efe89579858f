import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { AUDIT_FILTER_KEYS } from '#web/features/admin/system/api/get-audit-logs.ts';
import { AuditLogTable } from '#web/features/admin/system/components/audit-log-table.tsx';
import { cn } from '#web/lib/cn.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const TEXT_FILTERS = [
  ['actor', 'Actor e-mail', 'admin@…'],
  ['action', 'Action', 'settings.update'],
  ['targetType', 'Target type', 'order'],
  ['targetId', 'Target id', ''],
] as const;

function AuditLogs() {
  const [search, setSearch] = useSearchParams();
  const { clearFilters } = useTableParams(AUDIT_FILTER_KEYS);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of AUDIT_FILTER_KEYS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearch(next);
  };
  return (
    <div className="space-y-5">
      <DocumentTitle>Audit log</DocumentTitle>
      <PageHeader
        title="Audit log"
        description="Every change staff made, newest first. Open a row to see what changed."
        filters={
          <form key={search.toString()} onSubmit={apply} className="flex flex-wrap items-end gap-3">
            {TEXT_FILTERS.map(([key, label, placeholder]) => (
              <FormField key={key} id={`audit-${key}`} label={label} className="w-44">
                {(control) => (
                  <input
                    {...control}
                    name={key}
                    defaultValue={search.get(key) ?? ''}
                    placeholder={placeholder}
                    className={cn(CONTROL_CLASS, 'h-10 text-sm')}
                  />
                )}
              </FormField>
            ))}
            {(['from', 'to'] as const).map((key) => (
              <FormField
                key={key}
                id={`audit-${key}`}
                label={key === 'from' ? 'From' : 'To'}
                className="w-40"
              >
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    name={key}
                    defaultValue={search.get(key) ?? ''}
                    className={cn(CONTROL_CLASS, 'h-10 text-sm')}
                  />
                )}
              </FormField>
            ))}
            <Button type="submit" size="sm" className="mb-0.5">
              Apply
            </Button>
            <Button type="button" size="sm" variant="ghost" className="mb-0.5" onClick={clearFilters}>
              Clear
            </Button>
          </form>
        }
      />
      <AuditLogTable />
    </div>
  );
}

export function AdminAuditLogsRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="audit:read">
      <AuditLogs />
    </RequirePermission>
  );
}
