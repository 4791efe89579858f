import { rm } from 'node:fs/promises';
import path from 'node:path';
import { LOGO_MAX_BYTES, SHOP_MESSAGES } from '#domain/merchant/shop-contracts.ts';
import { AppError } from '#server/lib/errors.ts';

/** Where logos were stored before they went through the media pipeline; served from `<DATA_DIR>/media/shops`. */
export const LEGACY_LOGO_PREFIX = '/media/shops/';

/** The image type of a logo by its first bytes (never by its name or declared type); null for anything else. */
export function logoType(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | null {
  const at = (i: number, ...want: number[]) => want.every((b, k) => bytes[i + k] === b);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/** Refuses a logo over 1 MB or of another type, before anything decodes it. */
export function checkLogo(bytes: Uint8Array) {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError(413, 'logo_too_large', SHOP_MESSAGES.logoSize);
  if (!logoType(bytes)) throw new AppError(415, 'logo_type', SHOP_MESSAGES.logoType);
}

/** Removes the file of a logo stored the old way, as it was uploaded (a URL of another shape is left alone). */
export async function removeLegacyLogo(dataDir: string, url: string | null) {
  if (!url?.startsWith(LEGACY_LOGO_PREFIX)) return;
  await rm(path.join(dataDir, 'media', 'shops', path.basename(url)), { force: true });
}
