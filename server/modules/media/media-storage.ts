import type { Env } from '#server/config/env.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

/** The S3-compatible bucket when `S3_BUCKET` is set, else the disk under `DATA_DIR`. */
export function createMediaStorage(env: Env): MediaStorage {
  if (!env.S3_BUCKET) return diskStorage(env.DATA_DIR);
  return s3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
