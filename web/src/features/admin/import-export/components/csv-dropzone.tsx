import { FileUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { useFileDrop } from '#web/hooks/use-file-drop.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

interface CsvDropzoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
  fileName?: string | null;
}

/** Drop a CSV here or choose one with the button (keyboard reachable). */
export function CsvDropzone({ onFile, disabled, fileName }: CsvDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hint = useId();
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const { over, dropProps } = useFileDrop((files) => {
    if (!disabled) take(files);
  });
  return (
    <div
      {...dropProps}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-border bg-surface-2/40 px-6 py-8 text-center transition',
        over && 'border-accent bg-accent-soft/40',
      )}
    >
      <FileUp className="h-8 w-8 text-muted" aria-hidden />
      <div>
        <p className="font-medium">{fileName ? fileName : 'Drop a CSV file here'}</p>
        <p id={hint} className="text-sm text-muted">
          One row per variant, up to 10 MB. Nothing is written until you import.
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label="CSV file to import"
        aria-describedby={hint}
        tabIndex={-1}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {fileName ? 'Choose another file' : 'Choose a file'}
      </Button>
    </div>
  );
}
