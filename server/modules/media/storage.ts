/** A stored file read back: its bytes as a stream, their count and type. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number | null;
}

/**
 * Where the media library keeps its files. Keys are made by the server (`library/<uuid>/<name>`), never from a
 * client's file name; an adapter still refuses a key that would leave its root.
 */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^library\/[0-9a-f-]{36}\/[a-z0-9.-]{1,40}$/;

/** Throws on a key the server would never make (defence in depth: keys never come from a request). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Refused media storage key: ${key}`);
  return key;
}
