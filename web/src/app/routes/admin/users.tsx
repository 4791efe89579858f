import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { adminUsersQuery, USER_FILTER_KEYS } from '#web/features/admin/users/api/get-admin-users.ts';
import { USER_COLUMNS } from '#web/features/admin/users/components/users-columns.tsx';
import { UsersFilters } from '#web/features/admin/users/components/users-filters.tsx';
import { useLiveUsers } from '#web/features/admin/users/hooks/use-live-users.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function Users() {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const { params, setFilter } = useTableParams(USER_FILTER_KEYS);
  useLiveUsers();
  const clear = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('role');
      next.delete('blocked');
      next.delete('cursor');
      return next;
    });
  return (
    <div className="space-y-5">
      <DocumentTitle>Users</DocumentTitle>
      <PageHeader
        title="Users"
        description="Every account, newest first. Search by the start of a name, e-mail or phone number."
        filters={<UsersFilters filters={params.filters} setFilter={setFilter} clear={clear} />}
      />
      <DataTable
        caption="Users"
        columns={USER_COLUMNS}
        query={adminUsersQuery}
        getRowId={(row) => row.id}
        filterKeys={USER_FILTER_KEYS}
        empty="No users match these filters."
        onRowClick={(row) => void navigate(`/admin/users/${encodeURIComponent(row.id)}`)}
        pagerLabels={['Newer', 'Older']}
      />
    </div>
  );
}

/** People → Users: the accounts list, live as staff block, unblock or change them. */
export function AdminUsersRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="users:read">
      <Users />
    </RequirePermission>
  );
}
