import { useNavigate, useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import {
  adminCouriersQuery,
  COURIER_FILTER_KEYS,
} from '#web/features/admin/couriers/api/get-admin-couriers.ts';
import { COURIER_COLUMNS } from '#web/features/admin/couriers/components/couriers-columns.tsx';
import { CouriersFilters } from '#web/features/admin/couriers/components/couriers-filters.tsx';
import { useLiveCouriers } from '#web/features/admin/couriers/hooks/use-live-couriers.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Every courier: shift, vehicle, load against the limit, position age and how they do; live. */
export function AdminCouriersRoute() {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const { params, setFilter } = useTableParams(COURIER_FILTER_KEYS);
  useLiveCouriers();
  const clear = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const key of COURIER_FILTER_KEYS) if (key !== 'q') next.delete(key);
      next.delete('cursor');
      return next;
    });
  return (
    <div className="space-y-5">
      <DocumentTitle>Couriers</DocumentTitle>
      <PageHeader
        title="Couriers"
        description="Who is on shift, what they carry against their limit, and how they deliver (last 30 days)."
        actions={
          <Link to="/admin/courier-applications" className={buttonClass('outline', 'sm')}>
            <UserPlus className="h-4 w-4" aria-hidden />
            Applications
          </Link>
        }
        filters={<CouriersFilters filters={params.filters} setFilter={setFilter} clear={clear} />}
      />
      <DataTable
        caption="Couriers"
        columns={COURIER_COLUMNS}
        query={adminCouriersQuery}
        getRowId={(row) => row.id}
        filterKeys={COURIER_FILTER_KEYS}
        empty="No couriers match these filters."
        onRowClick={(row) => void navigate(`/admin/couriers/${row.id}`)}
      />
    </div>
  );
}
