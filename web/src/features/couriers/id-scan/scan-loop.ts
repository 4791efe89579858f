export const SCAN_INTERVAL_MS = 300;
/** How long the camera looks for a barcode before that counts as one failed scan. */
export const NO_BARCODE_MS = 8000;

interface ScanLoopOptions {
  decode: () => Promise<string | null>;
  onRead: (raw: string) => void;
  /** Called after every NO_BARCODE_MS without a barcode; the loop goes on. */
  onNoBarcode: () => void;
  now?: () => number;
}

/**
 * Decodes a frame every SCAN_INTERVAL_MS, the next one only once the last is done (a slow phone never queues
 * frames), until a barcode is read or the returned stop is called.
 */
export function startScanLoop({ decode, onRead, onNoBarcode, now = Date.now }: ScanLoopOptions): () => void {
  let stopped = false;
  let since = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const raw = await decode().catch(() => null);
    if (stopped) return;
    if (raw) {
      stopped = true;
      onRead(raw);
      return;
    }
    if (now() - since >= NO_BARCODE_MS) {
      since = now();
      onNoBarcode();
    }
    if (!stopped) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
  };
  timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
