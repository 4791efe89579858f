import type { MediaResponse } from '#domain/catalog/media-schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * Sends one file to the library as multipart (XMLHttpRequest: fetch cannot report upload progress). Resolves with
 * the stored item; rejects with the server's refusal as an ApiError.
 */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  alt = '',
): Promise<MediaResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set('file', file);
    if (alt) form.set('alt', alt);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'No internet connection. Please try again.'));
    xhr.onload = () => {
      const body = xhr.response as {
        item?: MediaResponse['item'];
        error?: { code: string; message: string };
      } | null;
      if (xhr.status === 201 && body?.item) return resolve({ item: body.item });
      const error = body?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'unknown', error?.message ?? 'The upload failed'));
    };
    xhr.send(form);
  });
}
