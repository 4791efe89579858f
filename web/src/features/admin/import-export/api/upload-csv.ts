import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '#domain/admin/import-export.ts';
import type { ImportJob } from '#domain/admin/import-jobs.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** Sends the file as it is (text/csv, its name in a header); a refusal becomes an ApiError with every field. */
async function uploadCsv<T>(path: string, file: File): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': file.type && file.type !== 'application/vnd.ms-excel' ? file.type : 'text/csv',
        'x-file-name': encodeURIComponent(file.name),
        accept: 'application/json',
      },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'network', 'No internet connection. Please try again.');
  }
  const data = (await response.json().catch(() => null)) as
    (T & { error?: { code: string; message: string; fields?: Record<string, string> } }) | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.error?.code ?? 'error',
      data?.error?.message ?? 'The upload failed',
      data?.error?.fields ?? {},
    );
  }
  return data!;
}

/** Checks the file row by row; nothing is written. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: (file: File) => uploadCsv<ImportPreview>('/api/admin/import-export/products/preview', file),
    meta: { silent: true },
  });

/** Queues the import: the server answers at once with the job to follow (all rows are written, or none). */
export const useRunImport = () =>
  useMutation({
    mutationFn: (file: File) => uploadCsv<ImportJob>('/api/admin/import-export/products/import', file),
    meta: { silent: true },
  });
