import { Store, TriangleAlert } from 'lucide-react';
import { fromShopLabel, mixedShopsMessage, type ShopRef } from '#domain/cart-shops.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * One order comes from one shop: 'From {shop}', or, for a cart mixed anyway (saved before the rule, changed in
 * another tab), the refusal checkout would give.
 */
export function CartShopNotice({ shops, className }: { shops: readonly ShopRef[]; className?: string }) {
  const mixed = mixedShopsMessage(shops);
  if (mixed) {
    return (
      <p
        role="alert"
        data-testid="mixed-shops"
        className={cn(
          'flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm font-medium',
          className,
        )}
      >
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-danger" aria-hidden />
        {mixed}
      </p>
    );
  }
  const [shop] = shops;
  if (!shop) return null;
  return (
    <p className={cn('flex items-center gap-2 text-sm text-muted', className)}>
      <Store className="h-4 w-4 shrink-0 text-accent" aria-hidden />
      {fromShopLabel(shop)}
    </p>
  );
}
