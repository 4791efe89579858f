import { paths } from '#web/config/paths.ts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { LEDGER_REASON_LABELS, type InventoryRow, type Movement } from '#domain/admin/inventory.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog as D } from 'radix-ui';
import { DialogCloseButton } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMovements } from '../api/get-movements.ts';

const toneOf = (m: Movement) => (m.after > m.before ? 'success' : m.after < m.before ? 'warning' : 'neutral');
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function MovementItem({ m }: { m: Movement }) {
  const who = m.actorName
    ? `${m.actorName} (${m.actorRole})`
    : m.actorRole === 'system'
      ? 'System'
      : m.actorRole;
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-2.5 text-sm">
      <span className="flex items-center gap-2">
        <Badge tone={toneOf(m)}>{LEDGER_REASON_LABELS[m.reason]}</Badge>
        <span className="tabular-nums text-muted">
          {m.before} → <span className="font-semibold text-foreground">{m.after}</span>
        </span>
      </span>
      <span className="text-right font-medium tabular-nums">{signed(m.after - m.before)}</span>
      <span className="text-xs text-muted">
        {who}
        {m.orderId && m.orderNumber && (
          <>
            {' · '}
            <Link to={paths.admin.order.getHref(m.orderId)} className="underline-offset-2 hover:underline">
              {m.orderNumber}
            </Link>
          </>
        )}
        {m.note && <> · “{m.note}”</>}
      </span>
      <time dateTime={m.at} className="text-right text-xs text-muted">
        {format(new Date(m.at), 'MMM d, h:mm a')}
      </time>
    </li>
  );
}

/** A variant's ledger, newest first: every change with who made it, before and after, the reason and the order. */
export function LedgerDrawer({ row, onClose }: { row: InventoryRow | null; onClose: () => void }) {
  const movements = useMovements(row?.variantId ?? null);
  const items = movements.data?.pages.flatMap((p) => p.movements) ?? [];
  return (
    <D.Root open={Boolean(row)} onOpenChange={(open) => !open && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <D.Content className="fixed inset-y-0 right-0 z-50 w-full max-w-md overflow-y-auto border-l border-border bg-surface p-6 shadow-2xl">
          {row && (
            <div className="space-y-4">
              <div className="pr-8">
                <D.Title className="font-display text-lg">Stock history</D.Title>
                <D.Description className="text-sm text-muted">
                  {row.productName} · {row.label}
                  {row.sku && <span className="font-mono"> · {row.sku}</span>} — {row.stock} on the shelf
                </D.Description>
              </div>
              {movements.isPending ? (
                <div className="space-y-2" aria-busy>
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} className="h-12 w-full" />
                  ))}
                </div>
              ) : movements.isError ? (
                <p className="text-sm text-danger">{movements.error.message}</p>
              ) : (
                <ol aria-label="Ledger" className="divide-y divide-border">
                  {items.map((m) => (
                    <MovementItem key={m.id} m={m} />
                  ))}
                </ol>
              )}
              {movements.hasNextPage && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={movements.isFetchingNextPage}
                  onClick={() => void movements.fetchNextPage()}
                >
                  Older changes
                </Button>
              )}
            </div>
          )}
          <DialogCloseButton />
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
