import { useState, type ReactNode } from 'react';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import type { MediaFilters } from '../api/get-media.ts';
import { MediaLibrary } from './media-library.tsx';

interface MediaPickerProps {
  /** Only images (the product form) or only PDFs (lab certificates). */
  kind: 'image' | 'document';
  onPick: (item: MediaItem) => void;
  trigger: ReactNode;
  title?: string;
}

const ACCEPT = { image: 'image/jpeg,image/png,image/webp,image/avif', document: 'application/pdf' } as const;

/**
 * Pick one item from the library, or upload one (it is picked as soon as it is stored). For the product form's
 * images step and the lab result's certificate.
 */
export function MediaPicker({ kind, onPick, trigger, title }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  const [filters, setFilters] = useState<MediaFilters>({ kind });
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const pick = (item: MediaItem) => {
    onPick(item);
    setOpen(false);
    setSelected(null);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-4xl">
        <DialogTitle className="font-display text-lg font-semibold">
          {title ?? (kind === 'image' ? 'Choose an image' : 'Choose a PDF')}
        </DialogTitle>
        <DialogDescription className="mb-4 text-sm text-muted">
          Pick from the media library or upload a new file.
        </DialogDescription>
        <MediaLibrary
          filters={{ ...filters, kind }}
          onFilters={(next) => setFilters({ ...next, kind })}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
          onUploaded={(item) => item.kind === kind && pick(item)}
          lockKind
          accept={ACCEPT[kind]}
          pageSize={24}
        />
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={!selected} onClick={() => selected && pick(selected)}>
            Use {kind === 'image' ? 'image' : 'PDF'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
