import { FileText, Upload } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import type { ReactNode } from 'react';

export interface PickedDocument {
  id: string;
  url: string;
  fileName: string;
}

/** A way to pick a PDF (the media library's picker, composed by the page): its button opens it. */
export type DocumentPicker = (props: {
  trigger: ReactNode;
  onPick: (item: PickedDocument) => void;
}) => ReactNode;

/** The certificate of analysis: a PDF from the media library (picked or uploaded there). */
export function CertificateField({
  url,
  name,
  error,
  onPick,
  onClear,
  picker,
}: {
  url: string | null;
  name: string | null;
  error?: string;
  onPick: (item: PickedDocument) => void;
  onClear: () => void;
  picker: DocumentPicker;
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
        {picker({
          onPick,
          trigger: (
            <Button type="button" variant="outline" size="sm">
              <Upload className="h-4 w-4" aria-hidden /> {url ? 'Replace' : 'Upload or choose PDF'}
            </Button>
          ),
        })}
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
