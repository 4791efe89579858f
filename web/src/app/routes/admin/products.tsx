import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LayoutTemplate, Plus } from 'lucide-react';
import { can } from '#domain/permissions.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import {
  adminProductsQuery,
  PRODUCT_FILTER_KEYS,
  productQueryString,
} from '#web/features/admin/products/api/get-admin-products.ts';
import { BulkBar } from '#web/features/admin/products/components/bulk-bar.tsx';
import { productColumns } from '#web/features/admin/products/components/products-columns.tsx';
import { ProductsFilters } from '#web/features/admin/products/components/products-filters.tsx';
import { useLiveProducts } from '#web/features/admin/products/hooks/use-live-products.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function Products({ canWrite }: { canWrite: boolean }) {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const { params, setFilter } = useTableParams(PRODUCT_FILTER_KEYS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useLiveProducts();
  const has = useCallback((id: string) => selected.has(id), [selected]);
  const columns = useMemo(
    () =>
      productColumns({
        has,
        toggle: (id) =>
          setSelected((s) => {
            const next = new Set(s);
            if (!next.delete(id)) next.add(id);
            return next;
          }),
        setMany: (ids, on) =>
          setSelected((s) => {
            const next = new Set(s);
            for (const id of ids) {
              if (on) next.add(id);
              else next.delete(id);
            }
            return next;
          }),
      }),
    [has],
  );
  const clear = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['status', 'category', 'shopId', 'lowStock', 'cursor']) next.delete(key);
      return next;
    });
  return (
    <div className="space-y-5">
      <DocumentTitle>Products</DocumentTitle>
      <PageHeader
        title="Products"
        description="Every product of every shop. A product is sold only once it is active, and it can only become active when every rule passes."
        actions={
          canWrite && (
            <>
              <Link to="/admin/templates" className={buttonClass('outline', 'md')}>
                <LayoutTemplate className="h-4 w-4" aria-hidden />
                New from template
              </Link>
              <Link to="/admin/products/new" className={buttonClass('primary', 'md')}>
                <Plus className="h-4 w-4" aria-hidden />
                New product
              </Link>
            </>
          )
        }
        filters={<ProductsFilters filters={params.filters} setFilter={setFilter} clear={clear} />}
      />
      <BulkBar
        ids={[...selected]}
        filterQuery={productQueryString({ ...params, cursor: null })}
        canWrite={canWrite}
        clear={() => setSelected(new Set())}
      />
      <DataTable
        caption="Products"
        columns={columns}
        query={adminProductsQuery}
        getRowId={(row) => row.id}
        filterKeys={PRODUCT_FILTER_KEYS}
        defaultSort={{ id: 'updated', desc: true }}
        empty="No products match these filters."
        onRowClick={(row) => void navigate(`/admin/products/${row.id}/edit`)}
      />
    </div>
  );
}

/** Catalog → Products: the server-side table with filters, bulk actions and live updates. */
export function AdminProductsRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="catalog:read">
      <Products canWrite={can(me.roles, 'catalog:write')} />
    </RequirePermission>
  );
}
