import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { CameraOff, Flashlight, FlashlightOff, ImageUp, LoaderCircle, ScanLine } from 'lucide-react';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { decodePdf417, prefetchIdScanner } from './decode.ts';
import { useCameraScan, type CameraProblem } from './use-camera-scan.ts';

export type FailedScan = 'no-barcode' | CameraProblem;

interface IdScannerProps {
  onRead: (raw: string) => void;
  onFailedScan: (why: FailedScan) => void;
  disabled?: boolean;
}

const STATUS = {
  opening: 'Opening the camera…',
  on: 'Camera on. Hold the barcode on the back of the ID inside the frame.',
  read: 'Barcode read.',
  noBarcode: 'No barcode found. Try again, closer and with more light.',
  reading: 'Reading the photo…',
  off: 'Camera off.',
  'camera-denied': 'The camera is blocked for this app. Take a photo of the barcode instead.',
  'no-camera': 'No camera could be opened. Take a photo of the barcode instead.',
} as const;
type Status = keyof typeof STATUS;
const WARNINGS: Status[] = ['noBarcode', 'camera-denied', 'no-camera'];
/** At least 48 px, and taller rather than clipped when a large text size wraps the words. */
const TALL = 'h-auto min-h-12 py-2 text-center';

/**
 * Reads the PDF417 barcode on the back of an ID at the door, one-handed and in poor light: the rear camera in
 * the page (with the torch where the phone has one), or a photo taken with the phone's camera app.
 */
export function IdScanner({ onRead, onFailedScan, disabled = false }: IdScannerProps) {
  const [status, setStatus] = useState<Status | null>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const alive = useRef(true);
  const videoRef = useRef<HTMLVideoElement>(null);
  const scanRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const wasOn = useRef(false);
  const camera = useCameraScan(videoRef, {
    disabled,
    onOn: () => setStatus('on'),
    onRead: (raw) => {
      setStatus('read');
      onRead(raw);
    },
    onNoBarcode: () => {
      setStatus('noBarcode');
      onFailedScan('no-barcode');
    },
    onProblem: (problem) => {
      setStatus(problem);
      onFailedScan(problem);
    },
  });

  useEffect(() => {
    alive.current = true;
    prefetchIdScanner();
    return () => {
      alive.current = false;
    };
  }, []);

  // The button pressed goes away as the camera turns on or off: focus goes to the one in its place, not the page.
  useEffect(() => {
    if (camera.on) stopRef.current?.focus();
    else if (wasOn.current && document.activeElement === document.body) scanRef.current?.focus();
    wasOn.current = camera.on;
  }, [camera.on]);

  const startCamera = () => {
    setStatus('opening');
    void camera.start();
  };
  const stopCamera = () => {
    camera.stop();
    setStatus('off');
  };

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same photo may be chosen again after a failed read.
    input.value = '';
    if (!file) return;
    if (camera.on || camera.starting) camera.stop();
    setReadingPhoto(true);
    setStatus('reading');
    const raw = await decodePdf417(file).catch(() => null);
    if (!alive.current) return;
    setReadingPhoto(false);
    if (raw) {
      setStatus('read');
      onRead(raw);
    } else {
      setStatus('noBarcode');
      onFailedScan('no-barcode');
    }
  };

  const inert = disabled || readingPhoto;
  return (
    <div className="space-y-3">
      {camera.on && (
        <div className="relative overflow-hidden rounded-2xl bg-black">
          <video
            ref={videoRef}
            playsInline
            muted
            autoPlay
            aria-label="Camera view of the ID"
            className="block aspect-[4/3] w-full object-cover"
          />
          <div aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <div className="aspect-[3.2/1] w-[86%] rounded-xl border-4 border-accent shadow-[0_0_0_999px_rgba(0,0,0,0.35)]" />
          </div>
        </div>
      )}
      {camera.on ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {camera.torch.supported && (
            <Button
              variant="outline"
              size="lg"
              className={TALL}
              aria-pressed={camera.torch.on}
              disabled={disabled}
              onClick={() => void camera.toggleTorch()}
            >
              {camera.torch.on ? (
                <FlashlightOff className="h-5 w-5" aria-hidden />
              ) : (
                <Flashlight className="h-5 w-5" aria-hidden />
              )}
              Torch
            </Button>
          )}
          <Button ref={stopRef} variant="outline" size="lg" className={TALL} onClick={stopCamera}>
            <CameraOff className="h-5 w-5" aria-hidden />
            Stop camera
          </Button>
        </div>
      ) : (
        <Button
          ref={scanRef}
          variant="accent"
          size="lg"
          className={cn(TALL, 'w-full')}
          disabled={inert || camera.starting}
          aria-busy={camera.starting}
          onClick={startCamera}
        >
          <ScanLine className="h-5 w-5" aria-hidden />
          Scan ID barcode
        </Button>
      )}
      <label
        className={cn(
          buttonClass('outline', 'lg'),
          TALL,
          'w-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
          'has-[:focus-visible]:outline-ring',
          inert && 'pointer-events-none opacity-45',
        )}
      >
        {readingPhoto ? (
          <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden />
        ) : (
          <ImageUp className="h-5 w-5" aria-hidden />
        )}
        Take a photo of the barcode
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          data-testid="id-photo-input"
          aria-label="Photo of the ID barcode"
          disabled={inert}
          onChange={(event) => void readPhoto(event)}
        />
      </label>
      <p
        role="status"
        aria-live="polite"
        className={cn(
          'min-h-5 text-sm',
          status && WARNINGS.includes(status) ? 'font-medium text-danger' : 'text-muted',
        )}
      >
        {status ? STATUS[status] : ''}
      </p>
    </div>
  );
}
