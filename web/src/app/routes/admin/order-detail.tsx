import { format } from 'date-fns';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PAYMENT_METHOD_LABELS } from '#domain/checkout.schemas.ts';
import { orderTopic } from '#domain/realtime.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { adminOrderKey } from '#web/api/admin-orders/admin-order-keys.ts';
import { useAdminOrder } from '#web/api/admin-orders/get-admin-order.ts';
import { DetailCard, Fact } from '#web/components/ui/detail-card.tsx';
import { OrderActions } from '#web/features/admin/orders/components/order-actions.tsx';
import { OrderLines } from '#web/features/admin/orders/components/order-lines.tsx';
import { OrderNotes } from '#web/features/admin/orders/components/order-notes.tsx';
import { CourierNoteCard } from '#web/features/admin/orders/components/courier-note-card.tsx';
import { OrderRatingCard } from '#web/features/admin/orders/components/order-rating-card.tsx';
import { CourierCard, CustomerCard } from '#web/features/admin/orders/components/order-people.tsx';
import { DoorCheckCard } from '#web/features/admin/orders/components/door-check-card.tsx';
import { OrderStatusBadge } from '#web/components/orders/order-status-badge.tsx';
import { OrderTimeline } from '#web/features/admin/orders/components/order-timeline.tsx';
import { OrderRiskCard } from '#web/features/admin/risk/components/order-risk-card.tsx';
import { sentence } from '#web/features/admin/orders/utils/sentence.ts';
import { focusFallback, focusScope } from '#web/hooks/use-keep-focus.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function BackToOrders() {
  return (
    <Link
      to="/admin/orders"
      className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Orders
    </Link>
  );
}

/** One order for staff: what, who, where, its history and notes, and the moves the caller may make. */
export function AdminOrderDetailRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useAdminOrder(id);
  useRealtime(order.data ? orderTopic(order.data.id) : null, () => {
    void queryClient.invalidateQueries({ queryKey: adminOrderKey(id) });
  });

  if (order.isPending) {
    return (
      <div className="space-y-5" aria-busy>
        <BackToOrders />
        <Skeleton className="h-10 w-72" />
        <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="h-96 w-full rounded-2xl" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      </div>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="space-y-5">
        <BackToOrders />
        <div role="alert" className="rounded-2xl border border-border bg-surface p-10 text-center">
          <DocumentTitle>{`${missing ? 'Order not found' : 'Order'}`}</DocumentTitle>
          <h1 className="font-display text-2xl">
            {missing ? 'Order not found' : 'Could not load this order'}
          </h1>
          <p className="mt-2 text-sm text-muted">{order.error.message}</p>
          {!missing && (
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void order.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }

  const o = order.data;
  return (
    <div className="space-y-5" {...focusScope(`order:${o.id}`)}>
      <DocumentTitle>{`${o.orderNumber}`}</DocumentTitle>
      <BackToOrders />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 {...focusFallback} className="font-mono text-2xl font-semibold tracking-tight outline-none">
              {o.orderNumber}
            </h1>
            <OrderStatusBadge status={o.status} />
          </div>
          <p className="text-sm text-muted">
            Placed {format(new Date(o.createdAt), "MMM d, yyyy 'at' h:mm a")}
            {o.shop ? ` · ${o.shop.name}` : ''} · Tracking {o.trackingCode}
          </p>
        </div>
        <OrderActions order={o} />
      </header>
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-5">
          <OrderLines order={o} />
          <OrderTimeline order={o} />
        </div>
        <div className="grid min-w-0 content-start items-start gap-5 md:grid-cols-2 xl:grid-cols-1">
          {(o.risk.score > 0 || o.risk.heldAt) && <OrderRiskCard order={o} />}
          <CustomerCard order={o} />
          <DoorCheckCard order={o} />
          <CourierCard order={o} />
          <CourierNoteCard order={o} />
          <OrderRatingCard order={o} />
          <DetailCard title="Payment">
            <dl>
              <Fact term="Method">{PAYMENT_METHOD_LABELS[o.payment.method]}</Fact>
              <Fact term="Status">{sentence(o.payment.status)}</Fact>
            </dl>
          </DetailCard>
          <OrderNotes order={o} />
        </div>
      </div>
    </div>
  );
}
