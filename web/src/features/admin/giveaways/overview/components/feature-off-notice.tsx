import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

/** The store's giveaway setting is off: nothing shows on the storefront, whatever each giveaway's own switch says. */
export function FeatureOffNotice() {
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm"
    >
      <TriangleAlert className="h-4 w-4 shrink-0 text-amber-600" aria-hidden />
      The store’s giveaway setting is off: the storefront shows no giveaway page, banner or header link.
      <Link to="/admin/settings" className="font-medium underline underline-offset-2">
        Turn it on in Settings
      </Link>
    </p>
  );
}
