import { BarChart3, ExternalLink, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { GiveawayStatusBadge } from '../../list/components/giveaway-status-badge.tsx';
import { nyDateTime } from '#domain/time/ny-format.ts';
import { Section } from './giveaway-fields.tsx';

const link = 'inline-flex items-center gap-1.5 text-sm font-medium hover:underline';

/** Beside the edit form: status, counts, the seed commitment (read only) and where to go next. */
export function GiveawayFactsCard({ giveaway: g }: { giveaway: AdminGiveaway }) {
  return (
    <Section title="At a glance">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted">Status</dt>
          <dd className="mt-1">
            <GiveawayStatusBadge status={g.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Entrants / entries</dt>
          <dd className="mt-1 tabular-nums">
            {g.entrants.toLocaleString('en-US')} / {g.totalEntries.toLocaleString('en-US')}
          </dd>
        </div>
        {g.drawnAt && (
          <div className="col-span-2">
            <dt className="text-xs text-muted">Drawn</dt>
            <dd className="mt-1">{nyDateTime(g.drawnAt)}</dd>
          </div>
        )}
        <div className="col-span-2">
          <dt className="text-xs text-muted">Seed commitment (SHA-256, published on the rules page)</dt>
          <dd className="mt-1 break-all rounded-lg bg-surface-2 px-2.5 py-2 font-mono text-xs">
            {g.seedHash}
          </dd>
          <dd className="mt-1 text-xs text-muted">
            Set once at creation; the seed itself is revealed only at the draw.
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-x-4 gap-y-2 border-t border-border pt-3">
        <Link to={`/admin/giveaways/${g.id}/analytics`} className={link}>
          <BarChart3 className="h-4 w-4" aria-hidden /> Analytics
        </Link>
        <Link to={`/admin/giveaways/${g.id}/winners`} className={link}>
          <Trophy className="h-4 w-4" aria-hidden /> Winners
        </Link>
        <a href={`/giveaway/${encodeURIComponent(g.slug)}`} target="_blank" rel="noreferrer" className={link}>
          <ExternalLink className="h-4 w-4" aria-hidden /> View page
        </a>
      </div>
    </Section>
  );
}
