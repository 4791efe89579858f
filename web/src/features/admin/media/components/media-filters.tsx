import { SearchFilter } from '#web/components/data-table/search-filter.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import type { MediaFilters } from '../api/get-media.ts';

const SMALL = `${CONTROL_CLASS} h-10 text-sm`;

/** Search by name or alt text, the kind and whether it is in use. */
export function MediaFilterBar({
  filters,
  onChange,
  lockKind = false,
}: {
  filters: MediaFilters;
  onChange: (next: MediaFilters) => void;
  lockKind?: boolean;
}) {
  return (
    <>
      <SearchFilter
        label="Search media"
        placeholder="Search file name or alt text"
        defaultValue={filters.q ?? ''}
        onChange={(q) => onChange({ ...filters, q: q || undefined })}
      />
      {!lockKind && (
        <label className="w-40">
          <span className="sr-only">Kind</span>
          <select
            value={filters.kind ?? ''}
            onChange={(e) =>
              onChange({ ...filters, kind: (e.target.value || undefined) as MediaFilters['kind'] })
            }
            className={SMALL}
          >
            <option value="">All kinds</option>
            <option value="image">Images</option>
            <option value="document">PDFs</option>
          </select>
        </label>
      )}
      <label className="w-40">
        <span className="sr-only">Use</span>
        <select
          value={filters.use ?? ''}
          onChange={(e) =>
            onChange({ ...filters, use: (e.target.value || undefined) as MediaFilters['use'] })
          }
          className={SMALL}
        >
          <option value="">In use or not</option>
          <option value="in-use">In use</option>
          <option value="unused">Unused</option>
        </select>
      </label>
    </>
  );
}
