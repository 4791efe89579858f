import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { instant, uuidKey } from './columns.ts';

export const mediaKindEnum = pgEnum('media_kind', ['image', 'document']);

/** One stored rendition of an image: a width and format under the asset's storage prefix. */
export interface MediaRendition {
  width: number;
  height: number;
  format: 'webp' | 'avif';
  /** Storage key (relative path / object key). */
  key: string;
  bytes: number;
}

/**
 * The media library (owned by the media module): uploaded images, re-encoded into responsive WebP/AVIF widths, and
 * PDF documents (lab certificates). Files live in the configured storage (disk under DATA_DIR, or S3-compatible).
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuidKey(),
    kind: mediaKindEnum('kind').notNull(),
    /** The uploaded file's name, reduced to safe characters (never used as a path). */
    fileName: text('file_name').notNull(),
    /** The type found in the file's bytes (never the one the browser claimed). */
    mime: text('mime').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    /** Storage key of the original (documents) or of the largest rendition (images). */
    storageKey: text('storage_key').notNull(),
    renditions: jsonb('renditions').$type<MediaRendition[]>().notNull().default([]),
    alt: text('alt').notNull().default(''),
    uploadedByUserId: text('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('media_assets_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('media_assets_sha_idx').on(t.sha256),
    check('media_assets_size_positive', sql`${t.byteSize} > 0`),
  ],
);
