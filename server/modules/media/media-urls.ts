import type { MediaRendition } from '#server/db/schema/media.ts';

/** Public URL prefix of the media library (served by server/http/media-library.ts). */
export const LIBRARY_URL_PREFIX = '/media/';

/** What the URLs are made from: a media row's kind, key and renditions. */
export interface MediaFiles {
  kind: 'image' | 'document';
  storageKey: string;
  renditions: readonly MediaRendition[];
}

export const mediaUrl = (key: string) => `${LIBRARY_URL_PREFIX}${key}`;

const byWidth = (renditions: readonly MediaRendition[], format: 'webp' | 'avif') =>
  renditions.filter((r) => r.format === format).sort((a, b) => a.width - b.width);

/** `srcset` of one format's renditions: `/media/library/<id>/640.webp 640w, …` ('' for documents). */
export function srcsetOf(media: MediaFiles, format: 'webp' | 'avif' = 'webp'): string {
  return byWidth(media.renditions, format)
    .map((r) => `${mediaUrl(r.key)} ${r.width}w`)
    .join(', ');
}

/** The largest WebP (images) or the document itself. */
export const publicUrlOf = (media: MediaFiles) => mediaUrl(media.storageKey);

/** The smallest WebP rendition for grids and pickers; null for documents. */
export function thumbUrlOf(media: MediaFiles): string | null {
  const smallest = byWidth(media.renditions, 'webp')[0];
  return media.kind === 'image' && smallest ? mediaUrl(smallest.key) : null;
}

/** An image as the storefront's `<picture>` renders it. */
export function pictureOf(media: MediaFiles & { width: number | null; height: number | null }, alt: string) {
  return {
    src: publicUrlOf(media),
    srcset: srcsetOf(media, 'webp'),
    avifSrcset: srcsetOf(media, 'avif'),
    width: media.width ?? 1,
    height: media.height ?? 1,
    alt,
  };
}
