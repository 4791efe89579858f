import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useLiveShop } from '#web/features/merchant/hooks/use-live-shop.ts';
import { MERCHANT_SHOP_KEY, useMerchantShop } from '#web/features/merchant/settings/api/get-merchant-shop.ts';
import { LogoUpload } from '#web/features/merchant/settings/components/logo-upload.tsx';
import { ProfileForm } from '#web/features/merchant/settings/components/profile-form.tsx';
import { ShopIdentity } from '#web/features/merchant/settings/components/shop-identity.tsx';
import { ShopStatus } from '#web/features/merchant/settings/components/shop-status.tsx';
import { usePauseWrite } from '#web/features/merchant/pause/api/pause-writes.ts';
import { QuickPauseButtons } from '#web/features/merchant/pause/components/quick-pause-buttons.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useMerchant } from './use-merchant.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 className="mb-4 text-[11px] font-semibold uppercase tracking-[0.18em] text-muted">{title}</h2>
      {children}
    </section>
  );
}

function ShopSettings({ shopId }: { shopId: string }) {
  const { data, isPending, error } = useMerchantShop();
  const queryClient = useQueryClient();
  const pause = usePauseWrite(() => void queryClient.invalidateQueries({ queryKey: MERCHANT_SHOP_KEY }));
  useLiveShop(shopId, 'settings', MERCHANT_SHOP_KEY);
  if (isPending) return <LoadingSkeleton variant="card" count={3} />;
  if (error) {
    return (
      <p role="alert" className="rounded-2xl border border-danger/35 bg-danger/5 p-6 text-sm">
        {error.message}
      </p>
    );
  }
  const { shop } = data;
  return (
    <div className="space-y-5">
      <ShopStatus shop={shop} quickPauses={<QuickPauseButtons write={pause} />} />
      {pause.isError && (
        <p role="alert" className="text-sm text-danger">
          {pause.error.message}
        </p>
      )}
      <div className="grid gap-5 lg:grid-cols-[1fr_1.3fr]">
        <div className="space-y-5">
          <Card title="Logo">
            <LogoUpload shop={shop} />
          </Card>
          <Card title="Licensed details">
            <ShopIdentity shop={shop} />
          </Card>
        </div>
        <Card title="Public profile and hours">
          <ProfileForm shop={shop} />
        </Card>
      </div>
    </div>
  );
}

export function MerchantSettingsRoute() {
  const me = useMerchant();
  const owner = me.shopPermissions.includes('shop:settings');
  return (
    <>
      <PageTitle className="print:hidden" title="Shop settings">
        {owner ? 'What customers see on the partner shops page, and when you take orders.' : null}
      </PageTitle>
      {owner ? (
        <ShopSettings shopId={me.shopId} />
      ) : (
        <p role="alert" className="rounded-2xl border border-border bg-surface p-6">
          {MERCHANT_MESSAGES.ownerOnly}
        </p>
      )}
    </>
  );
}
