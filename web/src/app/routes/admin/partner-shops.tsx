import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '#web/components/page-header.tsx';
import { PARTNER_SHOPS_KEY } from '#web/features/admin/partners/api/get-partner-shops.ts';
import { PartnerShopsTable } from '#web/features/admin/partners/components/partner-shops-table.tsx';
import { useLivePartners } from '#web/features/admin/partners/hooks/use-live-partners.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Every partner shop: who runs it, its people and products, open or closed, and the terms the admin sets. */
export function AdminPartnerShopsRoute() {
  const queryClient = useQueryClient();
  useLivePartners();
  useShortcut({
    keys: 'r',
    description: 'Refresh the partner shops',
    group: 'Partner shops',
    run: () => void queryClient.invalidateQueries({ queryKey: PARTNER_SHOPS_KEY }),
  });
  return (
    <div className="space-y-5">
      <DocumentTitle>Partner shops</DocumentTitle>
      <PageHeader
        title="Partner shops"
        description="The licensed dispensaries selling through the store. Allow a shop to edit its own prices and set the platform's commission; each change is confirmed, audited and reaches the shop's portal at once."
      />
      <PartnerShopsTable />
    </div>
  );
}
