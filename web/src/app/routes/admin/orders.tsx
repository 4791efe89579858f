import { paths } from '#web/config/paths.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { PageHeader } from '#web/components/page-header.tsx';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { adminOrdersCsvUrl, adminOrdersQuery } from '#web/features/admin/orders/api/get-admin-orders.ts';
import { LiveStatus } from '#web/features/admin/orders/components/live-status.tsx';
import { ORDER_COLUMNS } from '#web/features/admin/orders/components/orders-columns.tsx';
import { OrdersFilters } from '#web/features/admin/orders/components/orders-filters.tsx';
import { useLiveOrders } from '#web/features/admin/orders/hooks/use-live-orders.ts';
import { useShops } from '#web/features/content/api/get-shops.ts';
import { ORDER_FILTER_KEYS } from '#web/features/admin/orders/utils/order-filters.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Every order, newest first, filtered and searched by the URL, live as orders arrive and move. */
export function AdminOrdersRoute() {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const { params, setFilter, setCursor } = useTableParams(ORDER_FILTER_KEYS);
  const firstPage = !params.cursor;
  const { missed } = useLiveOrders(firstPage);
  const shops = useShops();
  const clear = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const key of ORDER_FILTER_KEYS) if (key !== 'q') next.delete(key);
      next.delete('cursor');
      return next;
    });

  return (
    <div className="space-y-5">
      <DocumentTitle>Orders</DocumentTitle>
      <PageHeader
        title="Orders"
        description="Every order across the shops. Filters stay in the address, so a view can be shared."
        actions={
          <>
            <LiveStatus missed={firstPage ? 0 : missed} onNewest={() => setCursor(null)} />
            <a href={adminOrdersCsvUrl(params)} download className={buttonClass('outline', 'sm')}>
              <Download className="h-4 w-4" aria-hidden />
              Export CSV
            </a>
          </>
        }
        filters={
          <OrdersFilters
            filters={params.filters}
            setFilter={setFilter}
            clear={clear}
            shops={(shops.data ?? []).map((s) => [s.id, s.name] as const)}
          />
        }
      />
      <DataTable
        caption="Orders"
        columns={ORDER_COLUMNS}
        query={adminOrdersQuery}
        getRowId={(row) => row.id}
        filterKeys={ORDER_FILTER_KEYS}
        empty="No orders match these filters."
        onRowClick={(row) => void navigate(paths.admin.order.getHref(row.id))}
        defaultSort={{ id: 'createdAt', desc: true }}
        pagerLabels={['Newer', 'Older']}
      />
    </div>
  );
}
