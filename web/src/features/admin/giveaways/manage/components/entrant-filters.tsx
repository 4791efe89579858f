import { Download } from 'lucide-react';
import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { FilterBar, type FilterState } from '#web/components/data-table/filter-bar.tsx';
import { entrantsCsvUrl, type EntrantFilterKey } from '../api/get-entrants.ts';

interface EntrantFiltersProps extends FilterState<EntrantFilterKey> {
  giveaways: readonly AdminGiveaway[];
}

/** The entrants table's filter bar (every value in the URL) and the CSV of the filtered set. */
export function EntrantFilters({ giveaways, ...state }: EntrantFiltersProps) {
  return (
    <FilterBar
      {...state}
      search={{
        id: 'entrants-search',
        what: 'entrants',
        placeholder: 'Name or e-mail',
        title: 'Search by the start of a name or e-mail',
      }}
      selects={[
        {
          key: 'giveawayId',
          id: 'entrants-giveaway',
          label: 'Giveaway',
          anyLabel: 'Every giveaway',
          options: giveaways.map((g) => [g.id, g.title] as const),
        },
        {
          key: 'status',
          id: 'entrants-status',
          label: 'Status',
          anyLabel: 'Anyone',
          options: [
            ['eligible', 'Eligible'],
            ['disqualified', 'Disqualified'],
            ['referral_held', 'Referral held for review'],
          ],
        },
      ]}
      trailing={
        <a
          href={entrantsCsvUrl(state.filters)}
          download
          className={`${buttonClass('outline', 'sm')} self-end sm:ml-auto`}
        >
          <Download className="h-4 w-4" aria-hidden /> CSV of these entrants
        </a>
      }
    />
  );
}
