import { X } from 'lucide-react';
import { ROLES } from '#domain/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FilterSelect } from '#web/components/data-table/filter-select.tsx';
import { ListSearch } from '#web/components/data-table/list-search.tsx';
import type { UserFilterKey } from '../api/get-admin-users.ts';

interface UsersFiltersProps {
  filters: Readonly<Record<string, string>>;
  setFilter: (key: UserFilterKey, value: string) => void;
  clear: () => void;
}

/** The user list's filter bar; every value lives in the URL. */
export function UsersFilters({ filters, setFilter, clear }: UsersFiltersProps) {
  const active = Boolean(filters.role || filters.blocked);
  return (
    <>
      <ListSearch
        id="users-search"
        value={filters.q ?? ''}
        onValue={(v) => setFilter('q', v)}
        what="users"
        placeholder="Name, e-mail or phone"
        title="Search by the start of a name, e-mail or phone number"
      />
      <FilterSelect
        id="users-role"
        label="Role"
        anyLabel="Any role"
        value={filters.role ?? ''}
        onValue={(v) => setFilter('role', v)}
        options={ROLES.map((r) => [r, r[0]!.toUpperCase() + r.slice(1)] as const)}
      />
      <FilterSelect
        id="users-blocked"
        label="Access"
        anyLabel="Anyone"
        value={filters.blocked ?? ''}
        onValue={(v) => setFilter('blocked', v)}
        options={[
          ['no', 'Active'],
          ['yes', 'Blocked'],
        ]}
      />
      {active && (
        <Button variant="ghost" size="sm" className="self-end" onClick={clear}>
          <X className="h-4 w-4" aria-hidden />
          Clear filters
        </Button>
      )}
    </>
  );
}
