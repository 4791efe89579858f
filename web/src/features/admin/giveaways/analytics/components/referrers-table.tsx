import type { GiveawayAnalytics } from '#domain/giveaways/admin-analytics.ts';

/** The referral leaderboard: the people whose share links brought the most friends in. */
export function ReferrersTable({
  referrers,
  limit,
}: {
  referrers: GiveawayAnalytics['referrers'];
  limit?: number;
}) {
  const rows = limit ? referrers.slice(0, limit) : referrers;
  return (
    <div className="max-h-96 overflow-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Referral leaderboard</caption>
        <thead className="sticky top-0 bg-surface-2 text-left text-xs text-muted">
          <tr>
            <th scope="col" className="w-10 px-3 py-2 font-medium">
              #
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Referrer
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Friends
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Entries earned
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-3 py-6 text-center text-muted">
                No friend has entered through a share link yet.
              </td>
            </tr>
          ) : (
            rows.map((r, i) => (
              <tr key={r.entrantId} className="border-t border-border">
                <td className="px-3 py-1.5 tabular-nums text-muted">{i + 1}</td>
                <td className="px-3 py-1.5">
                  <div className="max-w-64 truncate font-medium">{r.name || '—'}</div>
                  <div className="max-w-64 truncate text-xs text-muted">{r.email}</div>
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">{r.friends}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{r.entries}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
