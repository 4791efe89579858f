import { FileText, Upload } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { MediaPicker } from '#web/features/admin/media/components/media-picker.tsx';

/** The certificate of analysis: a PDF from the media library (picked or uploaded there). */
export function CertificateField({
  url,
  name,
  error,
  onPick,
  onClear,
}: {
  url: string | null;
  name: string | null;
  error?: string;
  onPick: (item: { id: string; url: string; fileName: string }) => void;
  onClear: () => void;
}) {
  return (
    <div className="space-y-1.5">
      <div className="text-sm font-medium">Certificate (PDF)</div>
      <div className="flex flex-wrap items-center gap-2">
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm underline"
          >
            <FileText className="h-4 w-4" aria-hidden /> {name ?? 'View certificate'}
          </a>
        ) : (
          <span className="text-sm text-muted">No certificate yet</span>
        )}
        <MediaPicker
          kind="document"
          title="Choose the certificate"
          onPick={onPick}
          trigger={
            <Button type="button" variant="outline" size="sm">
              <Upload className="h-4 w-4" aria-hidden /> {url ? 'Replace' : 'Upload or choose PDF'}
            </Button>
          }
        />
        {url && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            Remove
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
