import { BarChart3, ExternalLink, Pencil, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { nyDate } from '../../form/utils/ny-time.ts';
import { GiveawayActiveSwitch } from './giveaway-active-switch.tsx';
import { GiveawayStatusBadge } from './giveaway-status-badge.tsx';

const HEADINGS = ['Giveaway', 'Status', 'Dates (New York)', 'Entrants', 'Entries', 'Winners', 'On', ''];
const NUMERIC = new Set([3, 4, 5]);
/** The dates give way on a tablet. */
const WIDE = 'hidden xl:table-cell';
const n = (v: number) => v.toLocaleString('en-US');
const icon = `${buttonClass('ghost', 'sm')} w-9 px-0`;

interface GiveawaysTableProps {
  giveaways: AdminGiveaway[];
  pending: boolean;
  fetching: boolean;
  error: Error | null;
}

export function GiveawaysTable({ giveaways, pending, fetching, error }: GiveawaysTableProps) {
  return (
    <div className="overflow-auto rounded-2xl border border-border">
      <table className="w-full text-sm" aria-busy={fetching}>
        <caption className="sr-only">Giveaways</caption>
        <thead className="sticky top-0 bg-surface-2 text-left text-xs text-muted">
          <tr>
            {HEADINGS.map((h, i) => (
              <th
                key={h || 'actions'}
                scope="col"
                className={`px-3 py-2.5 font-medium ${NUMERIC.has(i) ? 'text-right' : ''} ${i === 2 ? WIDE : ''}`}
              >
                {h || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {pending &&
            [0, 1, 2].map((i) => (
              <tr key={i}>
                <td colSpan={HEADINGS.length} className="px-3 py-3">
                  <Skeleton className="h-6 w-full" />
                </td>
              </tr>
            ))}
          {!pending && giveaways.length === 0 && (
            <tr>
              <td colSpan={HEADINGS.length} className="px-3 py-12 text-center text-muted">
                {error ? error.message : 'No giveaways yet. Create the first one.'}
              </td>
            </tr>
          )}
          {giveaways.map((g) => (
            <tr key={g.id} className="hover:bg-surface-2/60">
              <td className="px-3 py-2.5">
                <Link to={`/admin/giveaways/${g.id}/edit`} className="font-medium hover:underline">
                  {g.title}
                </Link>
                <div className="max-w-48 truncate font-mono text-xs text-muted xl:max-w-72">
                  /giveaway/{g.slug}
                </div>
              </td>
              <td className="px-3 py-2.5">
                <GiveawayStatusBadge status={g.status} />
              </td>
              <td className={`whitespace-nowrap px-3 py-2.5 text-xs text-muted ${WIDE}`}>
                {nyDate(g.startsAt)} → {nyDate(g.endsAt)}
              </td>
              <td className="px-3 py-2.5 text-right tabular-nums">{n(g.entrants)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{n(g.totalEntries)}</td>
              <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums">
                {g.winnersCount}
                <span className="text-xs text-muted"> + {g.alternatesCount} alt.</span>
              </td>
              <td className="px-3 py-2.5">
                <GiveawayActiveSwitch giveaway={g} />
              </td>
              <td className="whitespace-nowrap py-2.5 pr-2 text-right">
                <Link
                  to={`/admin/giveaways/${g.id}/edit`}
                  className={icon}
                  aria-label={`Edit ${g.title}`}
                  title="Edit"
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                </Link>
                <Link
                  to={`/admin/giveaways/${g.id}/analytics`}
                  className={icon}
                  aria-label={`Analytics of ${g.title}`}
                  title="Analytics"
                >
                  <BarChart3 className="h-4 w-4" aria-hidden />
                </Link>
                <Link
                  to={`/admin/giveaways/${g.id}/winners`}
                  className={icon}
                  aria-label={`Winners of ${g.title}`}
                  title="Winners"
                >
                  <Trophy className="h-4 w-4" aria-hidden />
                </Link>
                <a
                  href={`/giveaway/${encodeURIComponent(g.slug)}`}
                  target="_blank"
                  rel="noreferrer"
                  className={icon}
                  aria-label={`View the page of ${g.title} (new tab)`}
                  title="View page"
                >
                  <ExternalLink className="h-4 w-4" aria-hidden />
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
