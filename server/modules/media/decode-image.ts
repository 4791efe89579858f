import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, MEDIA_MESSAGES } from '#domain/catalog/media-schemas.ts';
import { AppError } from '#server/lib/errors.ts';

// libvips would otherwise run a thread per core on each image and keep a cache of decoded pixels: one thread and no
// cache bound an upload's memory to the image in hand, whatever else runs on the machine.
sharp.concurrency(1);
sharp.cache(false);

/**
 * The one way an uploaded image is opened: at most IMAGE_MAX_PIXELS, any decoding error fails, pixels read top to
 * bottom so a resize streams instead of holding the whole image.
 */
export function decodeImage(bytes: Uint8Array): Sharp {
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', sequentialRead: true });
}

/** Pixels this server decoded itself (already within the limit), to be resized and encoded. */
export function fromPixels(data: Buffer, raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 }) {
  return sharp(data, { raw, limitInputPixels: IMAGE_MAX_PIXELS });
}

export const tooManyPixels = () =>
  new AppError(422, 'image_too_many_pixels', MEDIA_MESSAGES.pixels, { file: MEDIA_MESSAGES.pixels });

/**
 * The image's upright size read from its header, before any pixel is decoded: refuses (422) one over the pixel
 * limit, and throws `unreadable()` for anything libvips cannot open.
 */
export async function readImageSize(bytes: Uint8Array, unreadable: () => AppError) {
  // Inside the promise: sharp refuses some input (an empty buffer) by throwing at once.
  const header = await Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false }).metadata())
    .catch(() => null);
  if (!header?.width || !header.height) throw unreadable();
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  return header.autoOrient;
}
