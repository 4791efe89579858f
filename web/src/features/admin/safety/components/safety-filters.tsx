import { INCIDENT_CATEGORIES, INCIDENT_STATUS_LABELS } from '#domain/couriers/incidents.ts';
import { RETURN_REASONS } from '#domain/couriers/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FILTER_CONTROL, FilterField, FilterSelect } from '#web/components/data-table/filter-select.tsx';

interface SafetyFiltersProps {
  tab: 'incidents' | 'refusals';
  filters: Readonly<Record<string, string>>;
  setFilter: (key: string, value: string) => void;
  clear: () => void;
}

/** The filter bar of either tab: what it is, and the days it happened on. */
export function SafetyFilters({ tab, filters, setFilter, clear }: SafetyFiltersProps) {
  const any = Object.keys(filters).length > 0;
  return (
    <>
      {tab === 'incidents' ? (
        <>
          <FilterSelect
            id="safety-status"
            label="Status"
            anyLabel="Any status"
            options={Object.entries(INCIDENT_STATUS_LABELS)}
            value={filters.status ?? ''}
            onValue={(v) => setFilter('status', v)}
          />
          <FilterSelect
            id="safety-category"
            label="Category"
            anyLabel="Any category"
            options={Object.entries(INCIDENT_CATEGORIES)}
            value={filters.category ?? ''}
            onValue={(v) => setFilter('category', v)}
          />
        </>
      ) : (
        <FilterSelect
          id="safety-reason"
          label="Reason"
          anyLabel="Any reason"
          options={Object.entries(RETURN_REASONS)}
          value={filters.reason ?? ''}
          onValue={(v) => setFilter('reason', v)}
        />
      )}
      {(['from', 'to'] as const).map((key) => (
        <FilterField key={key} label={key === 'from' ? 'From' : 'To'} htmlFor={`safety-${key}`}>
          <input
            id={`safety-${key}`}
            type="date"
            className={FILTER_CONTROL}
            value={filters[key] ?? ''}
            onChange={(e) => setFilter(key, e.target.value)}
          />
        </FilterField>
      ))}
      {any && (
        <Button variant="ghost" size="sm" onClick={clear}>
          Clear filters
        </Button>
      )}
    </>
  );
}
