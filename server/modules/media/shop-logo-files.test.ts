import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '#domain/merchant/shop-contracts.ts';
import { imageBytes } from '#server/test-support/media-files.ts';
import { checkLogo } from './shop-logo-files.ts';

const refusal = (bytes: Uint8Array) =>
  checkLogo(bytes).then(
    () => null,
    (error: { status: number; message: string }) => [error.status, error.message],
  );

describe('checkLogo', () => {
  it('lets PNG, JPEG and WebP through to the decoder', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      expect(await refusal(await imageBytes(format, 20, 20))).toBeNull();
    }
  });

  it('refuses another type by its bytes, whatever it is called', async () => {
    expect(await refusal(await imageBytes('avif', 20, 20))).toEqual([415, SHOP_MESSAGES.logoType]);
    expect(await refusal(new TextEncoder().encode('GIF89a....'))).toEqual([415, SHOP_MESSAGES.logoType]);
    expect(await refusal(new Uint8Array(0))).toEqual([415, SHOP_MESSAGES.logoType]);
  });

  it('refuses a file over 1 MB before sniffing it', async () => {
    const big = new Uint8Array(1_048_577);
    big.set(await imageBytes('png', 20, 20));
    expect(await refusal(big)).toEqual([413, SHOP_MESSAGES.logoSize]);
  });
});
