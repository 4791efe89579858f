import { useRef } from 'react';
import { useFileDrop } from '#web/hooks/use-file-drop.ts';
import { UploadCloud } from 'lucide-react';
import { MEDIA_MAX_BYTES } from '#domain/catalog/media-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,application/pdf';
const MB = (n: number) => `${n / 1024 / 1024} MB`;

/** Drop files here or choose them: the caller uploads them (the server checks each file's bytes). */
export function UploadDropzone({
  onFiles,
  accept = ACCEPT,
  compact = false,
}: {
  onFiles: (files: File[]) => void;
  accept?: string;
  compact?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { over, dropProps } = useFileDrop((dropped) => {
    const files = [...dropped];
    if (files.length) onFiles(files);
  });
  return (
    <div
      {...dropProps}
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-border text-center transition',
        compact ? 'px-4 py-4' : 'px-6 py-8',
        over && 'border-accent bg-accent-soft',
      )}
    >
      <UploadCloud className="h-6 w-6 text-muted" aria-hidden />
      <p className="text-sm">
        Drag and drop files here, or{' '}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto"
          onClick={() => input.current?.click()}
        >
          choose files
        </Button>
      </p>
      <p className="text-xs text-muted">
        {[
          accept.includes('image/') && `JPEG, PNG, WebP or AVIF up to ${MB(MEDIA_MAX_BYTES.image)}`,
          accept.includes('application/pdf') && `PDF up to ${MB(MEDIA_MAX_BYTES.document)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        aria-label="Choose files to upload"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
