import type { ProductStatus } from '#domain/catalog/admin-rules.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const TONE: Record<ProductStatus, BadgeTone> = { draft: 'warning', active: 'success', archived: 'neutral' };
const LABEL: Record<ProductStatus, string> = { draft: 'Draft', active: 'Active', archived: 'Archived' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return <Badge tone={TONE[status]}>{LABEL[status]}</Badge>;
}
