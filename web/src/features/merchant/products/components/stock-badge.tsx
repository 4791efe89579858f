import type { MerchantVariant } from '#domain/merchant/shop-contracts.ts';
import { Badge } from '#web/components/ui/badge.tsx';

/** The variant's count with its state in words: sold out, low stock or in stock. */
export function StockBadge({ variant }: { variant: MerchantVariant }) {
  if (variant.soldOut) return <Badge tone="danger">Sold out</Badge>;
  if (variant.lowStock) return <Badge tone="warning">Low · {variant.stock} left</Badge>;
  return <Badge tone="success">{variant.stock} in stock</Badge>;
}
