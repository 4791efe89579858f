import { Download, X } from 'lucide-react';
import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { FilterSelect } from '#web/components/data-table/filter-select.tsx';
import { ListSearch } from '#web/components/data-table/list-search.tsx';
import { entrantsCsvUrl, type EntrantFilterKey } from '../api/get-entrants.ts';

interface EntrantFiltersProps {
  filters: Readonly<Record<string, string>>;
  setFilter: (key: EntrantFilterKey, value: string) => void;
  clear: () => void;
  giveaways: readonly AdminGiveaway[];
}

/** The entrants table's filter bar (every value in the URL) and the CSV of the filtered set. */
export function EntrantFilters({ filters, setFilter, clear, giveaways }: EntrantFiltersProps) {
  const active = Boolean(filters.giveawayId || filters.status);
  return (
    <>
      <ListSearch
        id="entrants-search"
        value={filters.q ?? ''}
        onValue={(v) => setFilter('q', v)}
        what="entrants"
        placeholder="Name or e-mail"
        title="Search by the start of a name or e-mail"
      />
      <FilterSelect
        id="entrants-giveaway"
        label="Giveaway"
        anyLabel="Every giveaway"
        value={filters.giveawayId ?? ''}
        onValue={(v) => setFilter('giveawayId', v)}
        options={giveaways.map((g) => [g.id, g.title] as const)}
      />
      <FilterSelect
        id="entrants-status"
        label="Status"
        anyLabel="Anyone"
        value={filters.status ?? ''}
        onValue={(v) => setFilter('status', v)}
        options={[
          ['eligible', 'Eligible'],
          ['disqualified', 'Disqualified'],
          ['referral_held', 'Referral held for review'],
        ]}
      />
      {active && (
        <Button variant="ghost" size="sm" className="self-end" onClick={clear}>
          <X className="h-4 w-4" aria-hidden />
          Clear filters
        </Button>
      )}
      <a
        href={entrantsCsvUrl(filters)}
        download
        className={`${buttonClass('outline', 'sm')} self-end sm:ml-auto`}
      >
        <Download className="h-4 w-4" aria-hidden /> CSV of these entrants
      </a>
    </>
  );
}
