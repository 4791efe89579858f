import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const zxing = vi.hoisted(() => ({
  prepareZXingModule: vi.fn(),
  purgeZXingModule: vi.fn(),
  readBarcodes: vi.fn(),
}));

vi.mock('zxing-wasm/reader', () => ({
  prepareZXingModule: zxing.prepareZXingModule,
  purgeZXingModule: zxing.purgeZXingModule,
  readBarcodes: zxing.readBarcodes,
}));

const RAW = '@\n\x1e\rANSI 636001090002DL00410278ZN03190008DLDAQ123456789\nDCSQUINN\n';
const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

/** A BarcodeDetector as a browser has it, reading `formats`. */
function stubBarcodeDetector(formats: string[], rawValue = RAW) {
  const detect = vi.fn(async () => [{ rawValue, format: 'pdf417' }]);
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = async () => formats;
      detect = detect;
    },
  );
  return detect;
}

// The module keeps its decoder: each test loads it afresh.
const load = () => import('./decode.ts');

beforeEach(() => {
  vi.resetModules();
  zxing.prepareZXingModule.mockResolvedValue({});
  zxing.readBarcodes.mockResolvedValue([{ text: RAW, format: 'PDF417' }]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the decoder it chooses', () => {
  it("is the browser's BarcodeDetector when it reads PDF417, and zxing is never loaded", async () => {
    const detect = stubBarcodeDetector(['qr_code', 'pdf417']);
    const { decodePdf417, loadDecoder } = await load();
    await expect(loadDecoder()).resolves.toBe('native');
    const image = png();
    await expect(decodePdf417(image)).resolves.toBe(RAW);
    expect(detect).toHaveBeenCalledWith(image);
    expect(zxing.prepareZXingModule).not.toHaveBeenCalled();
    expect(zxing.readBarcodes).not.toHaveBeenCalled();
  });

  it('is zxing when the BarcodeDetector cannot read PDF417', async () => {
    stubBarcodeDetector(['qr_code', 'ean_13']);
    const { loadDecoder } = await load();
    await expect(loadDecoder()).resolves.toBe('zxing');
  });

  it('is zxing when the browser has no BarcodeDetector, with the wasm from our own build', async () => {
    const { decodePdf417, loadDecoder } = await load();
    await expect(loadDecoder()).resolves.toBe('zxing');
    expect(zxing.prepareZXingModule).toHaveBeenCalledTimes(1);
    const [{ overrides, fireImmediately }] = zxing.prepareZXingModule.mock.calls[0]!;
    expect(fireImmediately).toBe(true);
    const wasm = overrides.locateFile('zxing_reader.wasm', 'https://cdn.example/');
    expect(wasm).toMatch(/zxing_reader.*\.wasm$/);
    expect(wasm).not.toMatch(/^https?:/);

    const image = png();
    await expect(decodePdf417(image)).resolves.toBe(RAW);
    expect(zxing.readBarcodes).toHaveBeenCalledWith(
      image,
      expect.objectContaining({ formats: ['PDF417'], tryHarder: true, textMode: 'Plain' }),
    );
  });
});

describe('zxing', () => {
  it('reads a video frame from its pixels', async () => {
    const pixels = { width: 640, height: 480, data: new Uint8ClampedArray(4) };
    const drawImage = vi.fn();
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          public width: number,
          public height: number,
        ) {}
        getContext = () => ({ drawImage, getImageData: () => pixels });
      },
    );
    const video = { videoWidth: 640, videoHeight: 480 } as HTMLVideoElement;
    const { decodePdf417 } = await load();
    await expect(decodePdf417(video)).resolves.toBe(RAW);
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 640, 480);
    expect(zxing.readBarcodes).toHaveBeenCalledWith(pixels, expect.anything());
  });

  it('finds nothing in a video before its first frame', async () => {
    const { decodePdf417 } = await load();
    await expect(decodePdf417({ videoWidth: 0, videoHeight: 0 } as HTMLVideoElement)).resolves.toBeNull();
    expect(zxing.readBarcodes).not.toHaveBeenCalled();
  });

  it('answers null when the image has no barcode, or cannot be decoded', async () => {
    const { decodePdf417 } = await load();
    zxing.readBarcodes.mockResolvedValueOnce([]);
    await expect(decodePdf417(png())).resolves.toBeNull();
    zxing.readBarcodes.mockRejectedValueOnce(new Error('bad image'));
    await expect(decodePdf417(png())).resolves.toBeNull();
  });
});

describe('loading', () => {
  it('happens once, however often it is asked for', async () => {
    const { decodePdf417, loadDecoder } = await load();
    await Promise.all([loadDecoder(), loadDecoder(), decodePdf417(png())]);
    await loadDecoder();
    expect(zxing.prepareZXingModule).toHaveBeenCalledTimes(1);
  });

  it('is tried again after a failure (offline), the failed module purged', async () => {
    zxing.prepareZXingModule.mockRejectedValueOnce(new Error('Failed to fetch'));
    const { decodePdf417, loadDecoder } = await load();
    await expect(loadDecoder()).rejects.toThrow('Failed to fetch');
    expect(zxing.purgeZXingModule).toHaveBeenCalled();
    await expect(decodePdf417(png())).resolves.toBe(RAW);
    expect(zxing.prepareZXingModule).toHaveBeenCalledTimes(2);
  });

  it('is prefetched in idle time, its failure swallowed', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    zxing.prepareZXingModule.mockRejectedValueOnce(new Error('Failed to fetch'));
    const { prefetchIdScanner } = await load();
    prefetchIdScanner();
    expect(zxing.prepareZXingModule).not.toHaveBeenCalled();
    idle!();
    await vi.waitFor(() => expect(zxing.purgeZXingModule).toHaveBeenCalled());
  });

  it('is prefetched after a timeout where the browser has no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { prefetchIdScanner } = await load();
    prefetchIdScanner();
    await vi.waitFor(() => expect(zxing.prepareZXingModule).toHaveBeenCalledTimes(1));
  });
});
