import { ROLES } from '#domain/auth.ts';
import { FilterBar, type FilterState } from '#web/components/data-table/filter-bar.tsx';
import type { UserFilterKey } from '../api/get-admin-users.ts';

/** The user list's filter bar; every value lives in the URL. */
export function UsersFilters(state: FilterState<UserFilterKey>) {
  return (
    <FilterBar
      {...state}
      search={{
        id: 'users-search',
        what: 'users',
        placeholder: 'Name, e-mail or phone',
        title: 'Search by the start of a name, e-mail or phone number',
      }}
      selects={[
        {
          key: 'role',
          id: 'users-role',
          label: 'Role',
          anyLabel: 'Any role',
          options: ROLES.map((r) => [r, r[0]!.toUpperCase() + r.slice(1)] as const),
        },
        {
          key: 'blocked',
          id: 'users-blocked',
          label: 'Access',
          anyLabel: 'Anyone',
          options: [
            ['no', 'Active'],
            ['yes', 'Blocked'],
          ],
        },
      ]}
    />
  );
}
