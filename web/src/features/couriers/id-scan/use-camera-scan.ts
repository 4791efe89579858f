import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { decodePdf417 } from './decode.ts';
import { startScanLoop } from './scan-loop.ts';

export type CameraProblem = 'camera-denied' | 'no-camera';

interface CameraScanOptions {
  disabled: boolean;
  onOn: () => void;
  onRead: (raw: string) => void;
  onNoBarcode: () => void;
  onProblem: (problem: CameraProblem) => void;
}

/** `getCapabilities().torch` and the `torch` constraint: Chrome on Android, not in TypeScript's DOM types. */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

// The barcode on an ID is dense: ask for a sharp picture (an ideal is a wish, never a reason to fail).
const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
  audio: false,
};

const NO_TORCH = { supported: false, on: false };

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'camera-denied' : 'no-camera';
}

/** The rear camera in a `<video>`, read for a PDF417 barcode until one is found or the camera is stopped. */
export function useCameraScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  { disabled, onOn, onRead, onNoBarcode, onProblem }: CameraScanOptions,
) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);
  const [torch, setTorch] = useState(NO_TORCH);
  // Each start and stop is a new attempt: a camera that opens for an attempt no longer current is closed again.
  const attempt = useRef(0);
  const disabledNow = useRef(disabled);
  // Disabled while on (or opening): the camera goes off.
  if (disabled && (stream || starting)) {
    setStream(null);
    setStarting(false);
    setTorch(NO_TORCH);
  }

  const stop = () => {
    attempt.current += 1;
    setStarting(false);
    setStream(null);
    setTorch(NO_TORCH);
  };

  const start = async () => {
    const id = ++attempt.current;
    if (!navigator.mediaDevices?.getUserMedia) {
      onProblem('no-camera');
      return;
    }
    setStarting(true);
    try {
      const opened = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      if (id !== attempt.current || disabledNow.current) {
        stopTracks(opened);
        return;
      }
      const track = opened.getVideoTracks()[0];
      const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
      setTorch({ supported: capabilities?.torch === true, on: false });
      setStream(opened);
      onOn();
    } catch (error) {
      if (id === attempt.current) onProblem(problemOf(error));
    } finally {
      if (id === attempt.current) setStarting(false);
    }
  };

  const toggleTorch = async () => {
    const track = stream?.getVideoTracks()[0];
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on });
    } catch {
      setTorch(NO_TORCH);
    }
  };

  const read = useEffectEvent((raw: string) => {
    stop();
    onRead(raw);
  });
  const noBarcode = useEffectEvent(() => onNoBarcode());

  useEffect(() => {
    const video = videoRef.current;
    if (!stream) return;
    if (!video) return () => stopTracks(stream);
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    const stopLoop = startScanLoop({
      decode: () => decodePdf417(video),
      onRead: (raw) => read(raw),
      onNoBarcode: () => noBarcode(),
    });
    // Also on unmount: the camera light goes off with the scanner.
    return () => {
      stopLoop();
      video.srcObject = null;
      stopTracks(stream);
    };
  }, [stream, videoRef]);

  useEffect(() => {
    disabledNow.current = disabled;
  }, [disabled]);
  // A camera still opening when the scanner goes away is closed as soon as it opens.
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  return { on: stream !== null, starting, torch, start, stop, toggleTorch };
}
