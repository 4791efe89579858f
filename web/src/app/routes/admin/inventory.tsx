import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '#domain/permissions.ts';
import type { InventoryRow } from '#domain/admin/inventory.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import {
  INVENTORY_FILTER_KEYS,
  INVENTORY_KEY,
  inventoryQuery,
  inventoryTableQuery,
} from '#web/features/admin/inventory/api/get-inventory.ts';
import { inventoryColumns } from '#web/features/admin/inventory/components/inventory-columns.tsx';
import { InventoryFilters } from '#web/features/admin/inventory/components/inventory-filters.tsx';
import { LedgerDrawer } from '#web/features/admin/inventory/components/ledger-drawer.tsx';
import { useLiveInventory } from '#web/features/admin/inventory/hooks/use-live-inventory.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function Inventory({ canEdit }: { canEdit: boolean }) {
  const [, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const { params, setFilter } = useTableParams(INVENTORY_FILTER_KEYS);
  const page = useQuery(inventoryQuery(params));
  const [history, setHistory] = useState<InventoryRow | null>(null);
  const columns = useMemo(() => inventoryColumns({ canEdit, onHistory: setHistory }), [canEdit]);
  useLiveInventory();
  useShortcut({
    keys: 'r',
    description: 'Refresh the inventory',
    group: 'Inventory',
    run: () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
  const clear = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['shop', 'category', 'low', 'cursor']) next.delete(key);
      return next;
    });
  // The drawer follows the live row, so its header shows the count after a change.
  const open = history && (page.data?.rows.find((r) => r.variantId === history.variantId) ?? history);
  return (
    <div className="space-y-5">
      <DocumentTitle>Inventory</DocumentTitle>
      <PageHeader
        title="Inventory"
        description={
          canEdit
            ? 'Stock of every variant, live. Each change needs a reason and goes to the variant’s ledger; checkouts, cancellations and returns write there too.'
            : 'Stock of every variant, live, with each variant’s ledger. Only an admin can change stock.'
        }
        filters={
          <InventoryFilters
            filters={params.filters}
            setFilter={setFilter}
            clear={clear}
            lowStockCount={page.data?.lowStockCount}
          />
        }
      />
      <DataTable
        caption="Inventory"
        columns={columns}
        query={inventoryTableQuery}
        getRowId={(row) => row.variantId}
        filterKeys={INVENTORY_FILTER_KEYS}
        empty={params.filters.low ? 'No variant is low on stock.' : 'No variants match these filters.'}
      />
      <LedgerDrawer row={open} onClose={() => setHistory(null)} />
    </div>
  );
}

/** Catalog → Inventory: stock per variant with its ledger; admin adjusts, support reads. */
export function AdminInventoryRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="catalog:read">
      <Inventory canEdit={can(me.roles, 'catalog:write')} />
    </RequirePermission>
  );
}
