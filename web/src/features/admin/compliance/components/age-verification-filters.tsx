import { AGE_CHECK_KINDS, AGE_CHECK_KIND_LABELS, AGE_OUTCOMES } from '#domain/admin/age-verification.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FILTER_CONTROL, FilterField, FilterSelect } from '#web/components/data-table/filter-select.tsx';
import { OUTCOME_LABELS } from './age-verification-columns.tsx';

interface Props {
  filters: Readonly<Record<string, string>>;
  setFilter: (key: string, value: string) => void;
  clear: () => void;
}

/** Outcome, kind of check and a range of days; every value lives in the URL. */
export function AgeVerificationFilters({ filters, setFilter, clear }: Props) {
  const active = ['outcome', 'kind', 'from', 'to'].some((k) => filters[k]);
  return (
    <>
      <FilterSelect
        id="age-outcome"
        label="Outcome"
        anyLabel="Any outcome"
        value={filters.outcome ?? ''}
        onValue={(v) => setFilter('outcome', v)}
        options={AGE_OUTCOMES.map((o) => [o, OUTCOME_LABELS[o]] as const)}
      />
      <FilterSelect
        id="age-kind"
        label="Check"
        anyLabel="Every check"
        value={filters.kind ?? ''}
        onValue={(v) => setFilter('kind', v)}
        options={AGE_CHECK_KINDS.map((k) => [k, AGE_CHECK_KIND_LABELS[k]] as const)}
      />
      {(['from', 'to'] as const).map((key) => (
        <FilterField key={key} label={key === 'from' ? 'From' : 'To'} htmlFor={`age-${key}`}>
          <input
            id={`age-${key}`}
            type="date"
            value={filters[key] ?? ''}
            min={key === 'to' ? filters.from : undefined}
            max={key === 'from' ? filters.to : undefined}
            onChange={(e) => setFilter(key, e.target.value)}
            className={FILTER_CONTROL}
          />
        </FilterField>
      ))}
      {active && (
        <Button variant="ghost" size="sm" onClick={clear}>
          Clear filters
        </Button>
      )}
    </>
  );
}
