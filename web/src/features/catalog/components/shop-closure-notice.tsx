import { DoorClosed } from 'lucide-react';
import type { ShopSummary } from '#domain/catalog.ts';
import { closureNotice } from '#domain/merchant/closure-label.ts';
import { cn } from '#web/lib/cn.ts';

/** While the shop is temporarily closed: ASAP is off for its products, scheduled delivery still works. */
export function ShopClosureNotice({
  shop,
  className,
}: {
  shop: ShopSummary | undefined;
  className?: string;
}) {
  const notice = shop ? closureNotice(shop, new Date()) : null;
  if (!notice) return null;
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-2.5 rounded-2xl border border-amber-500/35 bg-amber-500/10 p-4 text-sm',
        className,
      )}
    >
      <DoorClosed className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
      <span>{notice}</span>
    </p>
  );
}
