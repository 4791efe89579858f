import { DocumentTitle } from '#web/components/layout/document-title.tsx';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import {
  ADMIN_SEARCH_GROUPS,
  isSearchable,
  resultPath,
  SEARCH_GROUP_LABELS,
  useAdminSearch,
} from '#web/features/admin/api/search-admin.ts';

/** Orders, customers, couriers and products matching q, grouped. */
export function AdminSearchRoute() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const result = useAdminSearch(q);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setSearch(value ? { q: value } : {});
  };
  const total = result.data ? ADMIN_SEARCH_GROUPS.reduce((n, g) => n + result.data[g].length, 0) : 0;
  return (
    <div className="space-y-6">
      <DocumentTitle>{q ? `Search: ${q}` : 'Search'}</DocumentTitle>
      <PageHeader
        title="Search"
        description="Order numbers, tracking codes, names, e-mails, phones and products."
      />
      <form key={q} role="search" onSubmit={submit} className="flex max-w-2xl gap-2">
        <label htmlFor="admin-search" className="sr-only">
          Search
        </label>
        <input
          id="admin-search"
          name="q"
          type="search"
          defaultValue={q}
          autoFocus
          className={CONTROL_CLASS}
          placeholder="NYM-1042, jane@…, Blue Dream"
        />
        <Button type="submit">Search</Button>
      </form>
      {!isSearchable(q) ? (
        <p className="text-muted">Type at least 2 characters.</p>
      ) : result.isPending ? (
        <LoadingSkeleton variant="table" count={6} />
      ) : result.isError ? (
        <p role="alert" className="text-danger">
          {result.error.message}
        </p>
      ) : total === 0 ? (
        <p className="text-muted">Nothing matches “{q}”.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {ADMIN_SEARCH_GROUPS.map((group) => {
            const hits = result.data[group];
            return (
              <section
                key={group}
                aria-labelledby={`search-${group}`}
                className="rounded-2xl border border-border bg-surface p-5"
              >
                <h2 id={`search-${group}`} className="font-display text-lg">
                  {SEARCH_GROUP_LABELS[group]} <span className="text-sm text-muted">({hits.length})</span>
                </h2>
                {hits.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">None</p>
                ) : (
                  <ul className="mt-2 divide-y divide-border">
                    {hits.map((hit) => (
                      <li key={hit.id} className="py-2 text-sm">
                        <Link to={resultPath(group, hit.id)} className="block rounded-lg hover:underline">
                          <span className="block font-medium">{hit.title}</span>
                          <span className="block text-xs text-muted">{hit.subtitle}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
