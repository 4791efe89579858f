import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_BARCODE_MS, SCAN_INTERVAL_MS, startScanLoop } from './scan-loop.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startScanLoop', () => {
  it('decodes a frame every interval until one has a barcode', async () => {
    const decode = vi.fn(async () => null as string | null);
    const onRead = vi.fn();
    startScanLoop({ decode, onRead, onNoBarcode: vi.fn() });
    expect(decode).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 3);
    expect(decode).toHaveBeenCalledTimes(3);
    decode.mockResolvedValueOnce('RAW');
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS);
    expect(onRead).toHaveBeenCalledWith('RAW');
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 5);
    expect(decode).toHaveBeenCalledTimes(4);
  });

  it('never decodes two frames at once', async () => {
    let finish: (raw: string | null) => void = () => undefined;
    const decode = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    startScanLoop({ decode, onRead: vi.fn(), onNoBarcode: vi.fn() });
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 10);
    expect(decode).toHaveBeenCalledTimes(1);
    finish(null);
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS);
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('counts a failed scan after every stretch without a barcode, and goes on', async () => {
    const decode = vi.fn(async () => null);
    const onNoBarcode = vi.fn();
    startScanLoop({ decode, onRead: vi.fn(), onNoBarcode });
    await vi.advanceTimersByTimeAsync(NO_BARCODE_MS - SCAN_INTERVAL_MS);
    expect(onNoBarcode).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 2);
    expect(onNoBarcode).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(NO_BARCODE_MS);
    expect(onNoBarcode).toHaveBeenCalledTimes(2);
  });

  it('takes a decoder failure for a frame without a barcode', async () => {
    const decode = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('RAW');
    const onRead = vi.fn();
    startScanLoop({ decode, onRead, onNoBarcode: vi.fn() });
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 2);
    expect(onRead).toHaveBeenCalledWith('RAW');
  });

  it('stops, even with a frame being decoded', async () => {
    let finish: (raw: string | null) => void = () => undefined;
    const decode = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const onRead = vi.fn();
    const stop = startScanLoop({ decode, onRead, onNoBarcode: vi.fn() });
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS);
    stop();
    finish('RAW');
    await vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 5);
    expect(onRead).not.toHaveBeenCalled();
    expect(decode).toHaveBeenCalledTimes(1);
  });
});
