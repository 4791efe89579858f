import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { LOGO_MAX_BYTES, SHOP_MESSAGES } from '#domain/merchant/shop-contracts.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Logger } from '#server/log.ts';
import { decodeImage, readImageSize } from './decode-image.ts';
import { mediaUrl } from './media-urls.ts';
import type { MediaStorage } from './storage.ts';

/** Logos are shown up to 80 CSS px wide: 512 is sharp on any screen and a fraction of an upload's pixels. */
export const LOGO_MAX_SIDE = 512;

const unreadable = () => new AppError(415, 'logo_unreadable', SHOP_MESSAGES.logoUnreadable);

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * Refuses a logo over 1 MB, an empty one, or one the type sniffer (by its bytes, never its name or declared type) names as
 * anything but PNG, JPEG or WebP, before anything decodes it. Bytes it cannot name go on to the decoder, which
 * refuses them as unreadable.
 */
export async function checkLogo(bytes: Uint8Array) {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError(413, 'logo_too_large', SHOP_MESSAGES.logoSize);
  const type = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : { mime: 'empty' };
  if (type && !LOGO_TYPES.has(type.mime)) throw new AppError(415, 'logo_type', SHOP_MESSAGES.logoType);
}

/**
 * Re-encodes a logo: decoded within the pixel limit, upright, within 512 × 512, as WebP. Nothing of the upload
 * survives but its pixels: no EXIF, no colour profile, nothing after the image data.
 */
export async function encodeLogo(bytes: Uint8Array) {
  await readImageSize(bytes, unreadable);
  const out = await decodeImage(bytes)
    .rotate()
    .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unreadable();
    });
  return { bytes: new Uint8Array(out.data), width: out.info.width };
}

/** `/media/library/<uuid>/<width>.webp`: where this module puts logos, and the only URLs it removes. */
const LOGO_URL = /^\/media\/(library\/([0-9a-f-]{36})\/\d{1,5}\.webp)$/;
/** Where logos were stored before they went through the media pipeline: `<DATA_DIR>/media/shops`. */
const LEGACY_LOGO_PREFIX = '/media/shops/';

/**
 * Shops' logos in the media storage (disk or bucket), served like the library's images. A logo has no media row:
 * `isLibraryAsset` keeps `remove` off the files of one that does.
 */
export function createShopLogoFiles(deps: {
  storage: MediaStorage;
  log: Logger;
  isLibraryAsset(id: string): Promise<boolean>;
  /** The data directory, whose `media/shops` holds the logos stored before the media pipeline. */
  dataDir: string;
}) {
  const { storage, log, isLibraryAsset, dataDir } = deps;
  /** Removes the file of a logo stored the old way, as it was uploaded. */
  const removeLegacy = (url: string) =>
    rm(path.join(dataDir, 'media', 'shops', path.basename(url)), { force: true });
  return {
    /** Checks the upload, stores the re-encoded logo under a new key and answers its public URL. */
    async store(bytes: Uint8Array): Promise<string> {
      await checkLogo(bytes);
      const logo = await encodeLogo(bytes);
      const key = `library/${randomUUID()}/${logo.width}.webp`;
      await storage.put(key, logo.bytes, 'image/webp');
      return mediaUrl(key);
    },
    /**
     * Removes a logo `store` made, or one stored before the media pipeline; any other URL is left alone. A logo in
     * the storage never throws here: a stray file is only logged.
     */
    async remove(url: string | null) {
      if (url?.startsWith(LEGACY_LOGO_PREFIX)) return removeLegacy(url);
      const [, key, id] = (url && LOGO_URL.exec(url)) || [];
      if (!key || !id) return;
      try {
        if (!(await isLibraryAsset(id))) await storage.delete(key);
      } catch (error) {
        log.warn('logo file not removed', { key, error: String(error) });
      }
    },
  };
}
export type ShopLogoFiles = ReturnType<typeof createShopLogoFiles>;
