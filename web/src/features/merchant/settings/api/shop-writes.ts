import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantShopResponse, ShopProfileInput } from '#domain/merchant/shop-contracts.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { MERCHANT_SHOP_KEY } from './get-merchant-shop.ts';

export type ShopWrite =
  | { kind: 'profile'; profile: ShopProfileInput }
  | { kind: 'close'; until: string; note?: string }
  | { kind: 'reopen' }
  | { kind: 'logo'; file: File };

async function uploadLogo(file: File): Promise<MerchantShopResponse> {
  const response = await fetch('/api/merchant/shop/logo', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': file.type || 'application/octet-stream', accept: 'application/json' },
    body: file,
  });
  const data = (await response.json().catch(() => null)) as
    (MerchantShopResponse & { error?: { code: string; message: string } }) | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.error?.code ?? 'error',
      data?.error?.message ?? 'The upload failed',
    );
  }
  return data!;
}

function send(write: ShopWrite): Promise<MerchantShopResponse> {
  switch (write.kind) {
    case 'profile':
      return api('/api/merchant/shop', { method: 'PUT', body: write.profile });
    case 'close':
      return api('/api/merchant/shop/closure', {
        method: 'POST',
        body: { until: write.until, ...(write.note ? { note: write.note } : {}) },
      });
    case 'reopen':
      return api('/api/merchant/shop/closure', { method: 'DELETE' });
    case 'logo':
      return uploadLogo(write.file);
  }
}

/** One change to the shop's settings: the page takes the shop as the server answers it. */
export function useShopWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(MERCHANT_SHOP_KEY, answer),
  });
}
