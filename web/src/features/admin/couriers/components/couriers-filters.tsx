import { X } from 'lucide-react';
import { VEHICLE_TYPES } from '#domain/couriers/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FilterSelect } from '#web/components/data-table/filter-select.tsx';
import { ListSearch } from '#web/components/data-table/list-search.tsx';
import { vehicleLabel } from '../utils/courier-format.ts';

type Key = 'q' | 'online' | 'vehicle' | 'status';

/** The courier list's filter bar: search by name or phone, online, vehicle, active or deactivated. */
export function CouriersFilters({
  filters,
  setFilter,
  clear,
}: {
  filters: Readonly<Record<string, string>>;
  setFilter: (key: Key, value: string) => void;
  clear: () => void;
}) {
  const active = ['online', 'vehicle', 'status'].filter((k) => filters[k]).length;
  return (
    <>
      <ListSearch
        id="couriers-search"
        value={filters.q ?? ''}
        onValue={(v) => setFilter('q', v)}
        what="couriers"
        placeholder="Name or phone"
        title="Search couriers by the start of a name or by phone digits"
      />
      <FilterSelect
        id="couriers-online"
        label="Shift"
        anyLabel="Online or not"
        value={filters.online ?? ''}
        onValue={(v) => setFilter('online', v)}
        options={[
          ['1', 'Online'],
          ['0', 'Offline'],
        ]}
      />
      <FilterSelect
        id="couriers-vehicle"
        label="Vehicle"
        anyLabel="Any vehicle"
        value={filters.vehicle ?? ''}
        onValue={(v) => setFilter('vehicle', v)}
        options={VEHICLE_TYPES.map((v) => [v, vehicleLabel(v)] as const)}
      />
      <FilterSelect
        id="couriers-status"
        label="Status"
        anyLabel="Active or not"
        value={filters.status ?? ''}
        onValue={(v) => setFilter('status', v)}
        options={[
          ['active', 'Active'],
          ['deactivated', 'Deactivated'],
        ]}
      />
      {active > 0 && (
        <Button variant="ghost" size="sm" onClick={clear}>
          <X className="h-4 w-4" aria-hidden />
          Clear filters
        </Button>
      )}
    </>
  );
}
