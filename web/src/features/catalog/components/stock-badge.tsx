import { cn } from '#web/lib/cn.ts';

export function StockBadge({ inStock, className }: { inStock: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-[11px] font-semibold uppercase tracking-[0.14em]',
        inStock ? 'bg-success/12 text-success' : 'bg-surface-2 text-muted',
        className,
      )}
    >
      <span aria-hidden className={cn('h-1.5 w-1.5 rounded-full', inStock ? 'bg-success' : 'bg-muted')} />
      {inStock ? 'In stock' : 'Out of stock'}
    </span>
  );
}
