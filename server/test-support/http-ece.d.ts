declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version?: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    authSecret?: string;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
