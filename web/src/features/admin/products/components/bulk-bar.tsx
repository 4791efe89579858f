import { useState } from 'react';
import { toast } from 'sonner';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { Archive, CheckCircle2, Download, MoveRight, X } from 'lucide-react';
import type { ProductBulkResult } from '#domain/admin/products.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { exportHref, useBulkProducts } from '../api/bulk-products.ts';
import { useShopOptions } from '../api/get-shop-options.ts';
import { FILTER_CONTROL } from '#web/components/data-table/filter-select.tsx';

interface BulkBarProps {
  ids: readonly string[];
  filterQuery: string;
  canWrite: boolean;
  clear: () => void;
}

/** What happened, in words: how many changed, and why each refused one was refused. */
export function bulkSummary(result: ProductBulkResult, verb: string) {
  const done = `${result.updated.length} ${result.updated.length === 1 ? 'product' : 'products'} ${verb}`;
  if (!result.refused.length) return { done, refused: [] as string[] };
  return {
    done,
    refused: result.refused.map((r) => `${r.name || r.id}: ${r.problems.map((p) => p.message).join('; ')}`),
  };
}

/** The selection's actions: activate (each checked), archive, move to a shop, export as CSV. */
export function BulkBar({ ids, filterQuery, canWrite, clear }: BulkBarProps) {
  const bulk = useBulkProducts();
  const shops = useShopOptions().data ?? [];
  const [shopId, setShopId] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const run = (action: 'activate' | 'archive' | 'move', verb: string) =>
    bulk.mutate(
      { action, ids: [...ids], ...(action === 'move' ? { shopId } : {}) },
      {
        onSuccess: (result) => {
          const summary = bulkSummary(result, verb);
          if (result.updated.length) toast.success(summary.done);
          else
            toast.error(
              `No product was ${verb}: ${result.refused.length === 1 ? 'it needs' : `all ${result.refused.length} need`} fixing first`,
            );
          setRefused(summary.refused);
          if (!summary.refused.length) clear();
        },
        onError: (error) => toast.error(couldNotText('change the products', error)),
      },
    );
  return (
    <div className="space-y-2">
      <div
        role="region"
        aria-label="Bulk actions"
        className="sticky top-2 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-accent/40 bg-accent-soft px-3 py-2 text-sm"
      >
        <span className="font-medium">
          {ids.length ? `${ids.length} selected` : 'Select products for bulk actions'}
        </span>
        {canWrite && ids.length > 0 && (
          <>
            <Button size="sm" onClick={() => run('activate', 'activated')} disabled={bulk.isPending}>
              <CheckCircle2 className="h-4 w-4" aria-hidden />
              Activate
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => run('archive', 'archived')}
              disabled={bulk.isPending}
            >
              <Archive className="h-4 w-4" aria-hidden />
              Archive
            </Button>
            <label htmlFor="bulk-shop" className="sr-only">
              Move to shop
            </label>
            <select
              id="bulk-shop"
              className={FILTER_CONTROL}
              value={shopId}
              onChange={(e) => setShopId(e.target.value)}
            >
              <option value="">Move to shop…</option>
              {shops.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="outline"
              onClick={() => run('move', 'moved')}
              disabled={!shopId || bulk.isPending}
            >
              <MoveRight className="h-4 w-4" aria-hidden />
              Move
            </Button>
          </>
        )}
        <a className={buttonClass('outline', 'sm')} href={exportHref(ids, filterQuery)} download>
          <Download className="h-4 w-4" aria-hidden />
          {ids.length ? 'Export selection' : 'Export all matching'}
        </a>
        {ids.length > 0 && (
          <Button size="sm" variant="ghost" onClick={clear}>
            <X className="h-4 w-4" aria-hidden />
            Clear
          </Button>
        )}
      </div>
      {refused.length > 0 && (
        <div role="alert" className="rounded-xl border border-danger/35 bg-danger/10 px-3 py-2 text-sm">
          <p className="font-medium text-danger">Not activated:</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
