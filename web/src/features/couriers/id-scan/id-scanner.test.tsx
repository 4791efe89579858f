// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdScanner } from './id-scanner.tsx';

const decoder = vi.hoisted(() => ({
  decodePdf417: vi.fn(async (_source: unknown): Promise<string | null> => null),
  prefetchIdScanner: vi.fn(),
}));
vi.mock('./decode.ts', () => decoder);

const RAW = '@\n\x1e\rANSI 636001090002DL00410278ZN03190008DLDAQ123456789\n';
const photo = () => new File([new Uint8Array([255, 216, 255])], 'id.jpg', { type: 'image/jpeg' });

function renderScanner(disabled = false) {
  const onRead = vi.fn();
  const onFailedScan = vi.fn();
  const view = render(<IdScanner onRead={onRead} onFailedScan={onFailedScan} disabled={disabled} />);
  return { user: userEvent.setup(), onRead, onFailedScan, view };
}

const status = () => screen.getByRole('status').textContent;

/** A rear camera with a torch: its track records what was asked of it. */
function stubCamera() {
  const track = {
    stop: vi.fn(),
    getCapabilities: () => ({ torch: true }),
    applyConstraints: vi.fn(async () => undefined),
  };
  // A real MediaStream (a video takes no other), its tracks ours.
  const stream = Object.assign(new MediaStream(), {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  });
  const getUserMedia = vi.fn(async () => stream);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  return { track, getUserMedia };
}

describe('IdScanner', () => {
  beforeEach(() => {
    decoder.decodePdf417.mockReset().mockResolvedValue(null);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the camera and a photo, and starts loading the decoder', () => {
    renderScanner();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'Scan ID barcode' })).toBeTruthy();
    const input = screen.getByLabelText('Photo of the ID barcode') as HTMLInputElement;
    expect(input).toBe(screen.getByTestId('id-photo-input'));
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(screen.getByText('Take a photo of the barcode')).toBeTruthy();
    expect(decoder.prefetchIdScanner).toHaveBeenCalled();
  });

  it('reads the barcode in a photo', async () => {
    decoder.decodePdf417.mockResolvedValue(RAW);
    const { user, onRead, onFailedScan } = renderScanner();
    const file = photo();
    await user.upload(screen.getByTestId('id-photo-input'), file);
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(RAW));
    expect(decoder.decodePdf417).toHaveBeenCalledWith(file);
    expect(onFailedScan).not.toHaveBeenCalled();
    expect(status()).toBe('Barcode read.');
  });

  it('counts a photo without a barcode as a failed scan, and lets the courier try again', async () => {
    const { user, onRead, onFailedScan } = renderScanner();
    const input = screen.getByTestId('id-photo-input') as HTMLInputElement;
    await user.upload(input, photo());
    await waitFor(() => expect(onFailedScan).toHaveBeenCalledWith('no-barcode'));
    expect(onRead).not.toHaveBeenCalled();
    expect(status()).toBe('No barcode found. Try again, closer and with more light.');
    expect(input.disabled).toBe(false);

    decoder.decodePdf417.mockResolvedValue(RAW);
    await user.upload(input, photo());
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(RAW));
    expect(onFailedScan).toHaveBeenCalledTimes(1);
  });

  it('counts a photo that cannot be decoded (decoder offline) as a failed scan', async () => {
    decoder.decodePdf417.mockRejectedValue(new Error('Failed to fetch'));
    const { user, onFailedScan } = renderScanner();
    await user.upload(screen.getByTestId('id-photo-input'), photo());
    await waitFor(() => expect(onFailedScan).toHaveBeenCalledWith('no-barcode'));
  });

  it('takes no photo while disabled', () => {
    renderScanner(true);
    expect((screen.getByTestId('id-photo-input') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Scan ID barcode' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('points to the photo when the camera is refused', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const { user, onFailedScan } = renderScanner();
    await user.click(screen.getByRole('button', { name: 'Scan ID barcode' }));
    await waitFor(() => expect(onFailedScan).toHaveBeenCalledWith('camera-denied'));
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }),
    );
    expect(status()).toBe('The camera is blocked for this app. Take a photo of the barcode instead.');
  });

  it('points to the photo when the phone has no camera', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    const { user, onFailedScan } = renderScanner();
    await user.click(screen.getByRole('button', { name: 'Scan ID barcode' }));
    expect(onFailedScan).toHaveBeenCalledWith('no-camera');
    expect(status()).toBe('No camera could be opened. Take a photo of the barcode instead.');
  });

  it('scans with the camera, the torch on demand, and closes the camera once the barcode is read', async () => {
    const { track } = stubCamera();
    const { user, onRead } = renderScanner();
    await user.click(screen.getByRole('button', { name: 'Scan ID barcode' }));
    expect(await screen.findByText(/^Camera on\. Hold the barcode/)).toBeTruthy();
    const torch = screen.getByRole('button', { name: 'Torch' });
    expect(torch.getAttribute('aria-pressed')).toBe('false');
    await user.click(torch);
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    await waitFor(() => expect(torch.getAttribute('aria-pressed')).toBe('true'));

    decoder.decodePdf417.mockResolvedValue(RAW);
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(RAW));
    // The tracks stop when the camera's effect is cleaned up, on the render after the read.
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Stop camera' })).toBeNull();
    expect(status()).toBe('Barcode read.');
  });

  it('closes the camera when asked, and when the scanner goes away', async () => {
    const { track } = stubCamera();
    const { user, view } = renderScanner();
    await user.click(screen.getByRole('button', { name: 'Scan ID barcode' }));
    const stop = await screen.findByRole('button', { name: 'Stop camera' });
    expect(document.activeElement).toBe(stop);
    await user.click(stop);
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(status()).toBe('Camera off.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scan ID barcode' }));

    await user.click(screen.getByRole('button', { name: 'Scan ID barcode' }));
    await screen.findByRole('button', { name: 'Stop camera' });
    view.unmount();
    expect(track.stop).toHaveBeenCalledTimes(2);
  });
});
