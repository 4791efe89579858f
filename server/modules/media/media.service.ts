import { randomUUID } from 'node:crypto';
import {
  MEDIA_MESSAGES,
  type MediaItem,
  type MediaListQuery,
  type MediaListResponse,
} from '#domain/catalog/media-schemas.ts';
import type { Db } from '#server/db/client.ts';
import type { MediaRendition } from '#server/db/schema/media.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { Logger } from '#server/log.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { displayName, prepareUpload } from './media-files.ts';
import { publicUrlOf, srcsetOf, thumbUrlOf } from './media-urls.ts';
import {
  deleteMedia,
  fileNameById,
  insertMedia,
  lockMedia,
  mediaByIds,
  updateAlt,
  type MediaRow,
} from './media.repo.ts';
import { listMedia, mediaUse, mediaWithUse } from './media.queries.ts';
import { createShopLogoFiles } from './shop-logo-files.ts';
import type { MediaStorage } from './storage.ts';

/** A media row as the admin API answers it. */
export function mediaItem(row: MediaRow, usedBy: number): MediaItem {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mime: row.mime,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    alt: row.alt,
    url: publicUrlOf(row),
    srcset: srcsetOf(row),
    thumbUrl: thumbUrlOf(row),
    createdAt: row.createdAt.toISOString(),
    usedBy,
  };
}

const audited = (row: MediaRow) => ({ kind: row.kind, fileName: row.fileName, alt: row.alt, mime: row.mime });
const keysOf = (row: { storageKey: string; renditions: readonly MediaRendition[] }) => [
  ...new Set([row.storageKey, ...row.renditions.map((r) => r.key)]),
];

/** The media library: uploads checked and re-encoded, stored in `storage`, every write audited. */
export function createMediaService(deps: { db: Db; storage: MediaStorage; log: Logger; dataDir: string }) {
  const { db, storage, log } = deps;

  const removeFiles = async (keys: readonly string[]) => {
    for (const key of keys) {
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn('media file not removed', { key, error: String(error) }));
    }
  };

  async function upload(input: { bytes: Uint8Array; fileName?: string; alt?: string }, actor: Actor) {
    const prepared = await prepareUpload(input.bytes);
    const id = randomUUID();
    const keyOf = (name: string) => `library/${id}/${name}`;
    const renditions: MediaRendition[] = prepared.files.flatMap((f) =>
      f.rendition ? [{ ...f.rendition, key: keyOf(f.name) }] : [],
    );
    const largest = renditions.filter((r) => r.format === 'webp').sort((a, b) => b.width - a.width)[0];
    const storageKey = largest?.key ?? keyOf(prepared.files[0]!.name);
    const keys = prepared.files.map((f) => keyOf(f.name));
    for (const f of prepared.files) await storage.put(keyOf(f.name), f.bytes, f.contentType);
    try {
      const row = await db.transaction(async (tx) => {
        const created = await insertMedia(tx, {
          id,
          kind: prepared.kind,
          fileName: displayName(input.fileName),
          mime: prepared.mime,
          byteSize: prepared.byteSize,
          width: prepared.width,
          height: prepared.height,
          sha256: prepared.sha256,
          storageKey,
          renditions,
          alt: (input.alt ?? '').trim().slice(0, 300),
          uploadedByUserId: actor.userId,
        });
        await recordAudit(tx, {
          ...auditOrigin(actor),
          action: 'media.uploaded',
          targetType: 'media',
          targetId: id,
          before: null,
          after: audited(created),
          details: { byteSize: prepared.byteSize, sha256: prepared.sha256, renditions: renditions.length },
        });
        return created;
      });
      return mediaItem(row, 0);
    } catch (error) {
      await removeFiles(keys);
      throw error;
    }
  }

  async function list(query: MediaListQuery): Promise<MediaListResponse> {
    const { rows, nextCursor } = await listMedia(db, query);
    return { items: rows.map((r) => mediaItem(r, r.usedBy)), nextCursor };
  }

  async function get(id: string) {
    const row = await mediaWithUse(db, id);
    if (!row) throw notFound(MEDIA_MESSAGES.notFound);
    return mediaItem(row, row.usedBy);
  }

  async function setAlt(id: string, alt: string, actor: Actor) {
    await db.transaction(async (tx) => {
      const before = await lockMedia(tx, id);
      if (!before) throw notFound(MEDIA_MESSAGES.notFound);
      const after = await updateAlt(tx, id, alt);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'media.alt_changed',
        targetType: 'media',
        targetId: id,
        before: { alt: before.alt },
        after: { alt: after.alt },
      });
    });
    return get(id);
  }

  async function remove(id: string, actor: Actor) {
    const row = await db.transaction(async (tx) => {
      const found = await lockMedia(tx, id);
      if (!found) throw notFound(MEDIA_MESSAGES.notFound);
      const use = await mediaUse(tx, id);
      if (use.products > 0 || use.labs > 0) throw inUse(found.kind, use);
      await deleteMedia(tx, id);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'media.deleted',
        targetType: 'media',
        targetId: id,
        before: audited(found),
        after: null,
      });
      return found;
    });
    await removeFiles(keysOf(row));
  }

  return {
    upload,
    list,
    get,
    setAlt,
    remove,
    storage,
    byIds: (ids: readonly string[]) => mediaByIds(db, ids),
    shopLogos: createShopLogoFiles({
      storage,
      log,
      dataDir: deps.dataDir,
      isLibraryAsset: async (id) => (await mediaByIds(db, [id])).length > 0,
    }),
    fileNameOf: (id: string) => fileNameById(db, id),
  };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function inUse(kind: 'image' | 'document', use: { products: number; labs: number }) {
  const what = kind === 'image' ? 'image' : 'document';
  const by = [use.products && plural(use.products, 'product'), use.labs && plural(use.labs, 'lab result')]
    .filter(Boolean)
    .join(' and ');
  return new AppError(409, 'media_in_use', `This ${what} is used by ${by}`);
}

export type MediaService = ReturnType<typeof createMediaService>;
