import { cn } from '#web/lib/cn.ts';

export const LOW_STOCK_AT = 5;

export function StockState({ stock }: { stock: number }) {
  const text = stock === 0 ? 'Out of stock' : stock <= LOW_STOCK_AT ? `Only ${stock} left` : 'In stock';
  const tone = stock === 0 ? 'bg-danger' : stock <= LOW_STOCK_AT ? 'bg-accent' : 'bg-success';
  return (
    <p className="inline-flex items-center gap-2 text-sm font-medium" data-testid="stock-state">
      <span aria-hidden className={cn('h-2 w-2 rounded-full', tone)} />
      {text}
    </p>
  );
}
