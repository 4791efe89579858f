import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOGO_MAX_BYTES, SHOP_MESSAGES } from '#domain/merchant/shop-contracts.ts';
import { AppError } from '#server/lib/errors.ts';

/** Public URL prefix of the shops' logos, served from `<DATA_DIR>/media/shops`. */
export const SHOP_MEDIA_PREFIX = '/media/shops/';

/** The image type of a logo by its first bytes (never by its name or declared type); null for anything else. */
export function logoType(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | null {
  const at = (i: number, ...want: number[]) => want.every((b, k) => bytes[i + k] === b);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/** Checks and stores a logo as media/shops/<shopId>-<sha256 prefix>.<ext>; answers its public URL. */
export async function storeLogo(dataDir: string, shopId: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError(413, 'logo_too_large', SHOP_MESSAGES.logoSize);
  const ext = logoType(bytes);
  if (!ext) throw new AppError(415, 'logo_type', SHOP_MESSAGES.logoType);
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const name = `${shopId}-${digest}.${ext}`;
  const dir = path.join(dataDir, 'media', 'shops');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes);
  return `${SHOP_MEDIA_PREFIX}${name}`;
}

/** Removes a logo file this module stored (a URL of another shape is left alone). */
export async function removeLogo(dataDir: string, url: string | null, keep: string) {
  if (!url || url === keep || !url.startsWith(SHOP_MEDIA_PREFIX)) return;
  const name = path.basename(url);
  await rm(path.join(dataDir, 'media', 'shops', name), { force: true });
}
