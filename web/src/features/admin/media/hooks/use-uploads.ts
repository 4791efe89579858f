import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { MEDIA_KEY } from '../api/get-media.ts';
import { uploadMedia } from '../api/upload-media.ts';

export interface UploadState {
  id: string;
  name: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
  item?: MediaItem;
}

/** Uploads files one after another, each with its progress and its own refusal; the library refetches after each. */
export function useUploads(onUploaded?: (item: MediaItem) => void) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const patch = (id: string, change: Partial<UploadState>) =>
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const start = useCallback(
    async (files: readonly File[]) => {
      const queued = files.map((f) => ({ file: f, id: crypto.randomUUID() }));
      setUploads((all) => [
        ...queued.map(({ file, id }) => ({ id, name: file.name, progress: 0, status: 'uploading' as const })),
        ...all,
      ]);
      for (const { file, id } of queued) {
        try {
          const { item } = await uploadMedia(file, (progress) => patch(id, { progress }));
          patch(id, { status: 'done', progress: 1, item });
          onUploaded?.(item);
        } catch (error) {
          patch(id, { status: 'failed', error: (error as Error).message });
        }
        void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      }
    },
    [onUploaded, queryClient],
  );
  const clear = () => setUploads((all) => all.filter((u) => u.status === 'uploading'));
  return { uploads, start, clear };
}
