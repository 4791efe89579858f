import type { ReaderOptions } from 'zxing-wasm/reader';
// The wasm is one of our own build's assets: the package's default would fetch it from a CDN.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export type DecodeSource = Blob | HTMLVideoElement | ImageBitmap | HTMLCanvasElement;
/** `native`: the browser's BarcodeDetector reads PDF417; `zxing`: the WebAssembly reader. */
export type DecoderKind = 'native' | 'zxing';

type Decode = (source: DecodeSource) => Promise<string | null>;
interface Decoder {
  kind: DecoderKind;
  decode: Decode;
}

/** The part of the Barcode Detection API we use (not in TypeScript's DOM types yet). */
interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

// Plain: the ID's data elements are separated by control characters, which the default text mode (HRI) escapes.
const ZXING_OPTIONS: ReaderOptions = {
  formats: ['PDF417'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
  textMode: 'Plain',
};
/** Images the WebAssembly reader decodes itself; others (HEIC…) go through the browser's decoder first. */
const ZXING_IMAGE_TYPES = /^(image\/(png|jpeg|gif|bmp)|)$/;

let decoder: Promise<Decoder> | null = null;
let canvas: OffscreenCanvas | HTMLCanvasElement | null = null;

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!formats.includes('pdf417')) return null;
  const detector = new Detector({ formats: ['pdf417'] });
  return {
    kind: 'native',
    decode: async (source) => (await detector.detect(source))[0]?.rawValue ?? null,
  };
}

async function zxingDecoder(): Promise<Decoder> {
  const zxing = await import('zxing-wasm/reader');
  try {
    await zxing.prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path),
      },
      fireImmediately: true,
    });
  } catch (error) {
    // The failed instantiation stays cached otherwise, and the next try would get it again.
    zxing.purgeZXingModule();
    throw error;
  }
  return {
    kind: 'zxing',
    decode: async (source) => {
      const input =
        source instanceof Blob && ZXING_IMAGE_TYPES.test(source.type) ? source : await imageDataOf(source);
      if (!input) return null;
      const [first] = await zxing.readBarcodes(input, ZXING_OPTIONS);
      return first?.text || null;
    },
  };
}

function drawingContext(width: number, height: number) {
  if (!canvas) {
    canvas =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(width, height)
        : document.createElement('canvas');
  }
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  return canvas.getContext('2d', { willReadFrequently: true }) as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
}

/** The pixels of a video frame, a bitmap, a canvas or an image the reader cannot decode itself. */
async function imageDataOf(source: DecodeSource): Promise<ImageData | null> {
  const image = source instanceof Blob ? await createImageBitmap(source) : source;
  try {
    const [width, height] =
      'videoWidth' in image ? [image.videoWidth, image.videoHeight] : [image.width, image.height];
    // A video before its first frame.
    if (!width || !height) return null;
    const context = drawingContext(width, height);
    if (!context) return null;
    context.drawImage(image, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  } finally {
    if (image !== source && 'close' in image) image.close();
  }
}

async function chooseDecoder(): Promise<Decoder> {
  return (await nativeDecoder()) ?? (await zxingDecoder());
}

function getDecoder(): Promise<Decoder> {
  decoder ??= chooseDecoder().catch((error: unknown) => {
    decoder = null;
    throw error;
  });
  return decoder;
}

/** Loads (and, for zxing, fetches and compiles) the decoder `decodePdf417` will use; the same promise each time. */
export function loadDecoder(): Promise<DecoderKind> {
  return getDecoder().then((d) => d.kind);
}

/**
 * Loads the decoder while the browser is idle, so it is ready before the courier reaches the door: called when an
 * order is picked up. A failure (offline) is left for the scan itself to meet again.
 */
export function prefetchIdScanner(): void {
  const load = () => void loadDecoder().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1);
}

/**
 * The raw text of the first PDF417 barcode in the image or video frame (the AAMVA data on the back of a US or
 * Canadian ID), or null when there is none. Rejects only when no decoder can be loaded.
 */
export async function decodePdf417(source: DecodeSource): Promise<string | null> {
  const { decode } = await getDecoder();
  try {
    return await decode(source);
  } catch {
    // An image the browser cannot decode, or a video that is not playing yet: no barcode in it.
    return null;
  }
}
