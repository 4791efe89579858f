import { format } from 'date-fns';
import type { AdminPartnerShop } from '#domain/admin/partners.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { partnerShopsQuery } from '../api/get-partner-shops.ts';
import { CommissionEditor, PricesSwitch } from './shop-terms.tsx';

/** People and products give way on a tablet, where the terms must stay in view. */
const WIDE = { align: 'end', className: 'hidden xl:table-cell' } as const;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function OpenState({ shop }: { shop: AdminPartnerShop }) {
  if (!shop.isActive) return <Badge tone="neutral">Inactive</Badge>;
  if (shop.closedUntil) {
    return <Badge tone="warning">Closed until {format(new Date(shop.closedUntil), 'MMM d, h:mm a')}</Badge>;
  }
  return shop.openNow ? <Badge tone="success">Open</Badge> : <Badge tone="neutral">Closed</Badge>;
}

const col = dataTableColumns<AdminPartnerShop>();
const columns = [
  col.accessor('name', {
    header: 'Shop',
    cell: ({ row: { original: s } }) => (
      <>
        <div className="font-medium">{s.name}</div>
        <div className="text-xs text-muted">
          <span className="font-mono">{s.licenseNumber}</span> · {s.neighborhood}, {s.borough}
        </div>
      </>
    ),
  }),
  col.accessor('ownerName', {
    header: 'Owner',
    cell: ({ row: { original: s } }) => (
      <>
        {s.ownerName ?? <span className="text-muted">No owner</span>}
        {s.ownerEmail && <div className="break-all text-xs text-muted">{s.ownerEmail}</div>}
        <div className="text-xs text-muted xl:hidden">
          {plural(s.membersCount, 'person', 'people')} · {plural(s.productsCount, 'product', 'products')}
        </div>
      </>
    ),
  }),
  col.accessor('membersCount', { header: 'People', meta: WIDE }),
  col.accessor('productsCount', { header: 'Products', meta: WIDE }),
  col.display({ id: 'now', header: 'Now', cell: (c) => <OpenState shop={c.row.original} /> }),
  col.display({
    id: 'prices',
    header: 'Prices editable',
    cell: (c) => <PricesSwitch shop={c.row.original} />,
  }),
  col.display({
    id: 'commission',
    header: 'Commission',
    cell: (c) => <CommissionEditor shop={c.row.original} />,
  }),
];

/** Every partner shop: who runs it, its people and products, open or closed, and the terms the admin sets. */
export function PartnerShopsTable() {
  return (
    <DataTable
      caption="Partner shops"
      columns={columns}
      query={partnerShopsQuery}
      getRowId={(s) => s.id}
      empty="No partner shops yet."
      pagerLabels={null}
    />
  );
}
