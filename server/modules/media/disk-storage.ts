import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkKey, type MediaStorage } from './storage.ts';

/** Files under `<DATA_DIR>/media/<key>` (the default storage). */
export function diskStorage(dataDir: string): MediaStorage {
  const root = path.resolve(dataDir, 'media');
  const file = (key: string) => {
    const full = path.resolve(root, checkKey(key));
    if (!full.startsWith(root + path.sep)) throw new Error(`Refused media storage key: ${key}`);
    return full;
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    async get(key) {
      const target = file(key);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
      return { body, size: info.size };
    },
    async delete(key) {
      const target = file(key);
      await rm(target, { force: true });
      // The asset's folder goes with its last file.
      await rmdir(path.dirname(target)).catch(() => undefined);
    },
    async exists(key) {
      return Boolean((await stat(file(key)).catch(() => null))?.isFile());
    },
  };
}
