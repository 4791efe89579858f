import { useState, type DragEvent } from 'react';

/** A drop target for files: `over` while files are dragged over it, `take` with the dropped ones. */
export function useFileDrop(take: (files: FileList) => void) {
  const [over, setOver] = useState(false);
  const dropProps = {
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      take(e.dataTransfer.files);
    },
  };
  return { over, dropProps };
}
