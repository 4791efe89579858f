import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Eraser } from 'lucide-react';
import Pad from 'signature_pad';
import type { Signature } from '#domain/id-check/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toSignature } from './signature-path.ts';

interface SignaturePadProps {
  onChange: (signature: Signature | null) => void;
  label: string;
}

/** The recipient signs with a finger on the courier's phone; each stroke reports the signature so far. */
export function SignaturePad({ onChange, label }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<Pad | null>(null);
  const [signed, setSigned] = useState(false);
  const [tooLong, setTooLong] = useState(false);

  const report = useEffectEvent(() => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    const drawn = !pad.isEmpty();
    const signature = drawn ? toSignature(pad.toData(), canvas.getBoundingClientRect()) : null;
    setSigned(drawn);
    setTooLong(drawn && !signature);
    onChange(signature);
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new Pad(canvas, { penColor: getComputedStyle(canvas).color, minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    // The bitmap matches the screen's pixels, drawn in CSS pixels: the points (and so the path) stay in CSS pixels.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const { width, height } = canvas.getBoundingClientRect();
      const [w, h] = [Math.round(width * ratio), Math.round(height * ratio)];
      if (!w || !h || (canvas.width === w && canvas.height === h)) return;
      const strokes = pad.toData();
      canvas.width = w;
      canvas.height = h;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(strokes);
      // A new box for the same strokes.
      if (strokes.length) report();
    };
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(canvas);
    const endStroke = () => report();
    pad.addEventListener('endStroke', endStroke);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', endStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setSigned(false);
    setTooLong(false);
    onChange(null);
  };

  return (
    <div className="space-y-2">
      <div className="relative h-44 overflow-hidden rounded-2xl border border-border bg-surface">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-5 bottom-10 flex items-end gap-2 border-b-2 border-dashed border-muted/60 pb-1 text-sm text-muted select-none"
        >
          {/* The line stays as a guide; its words go once the recipient has signed. */}
          {!signed && (
            <>
              <span className="text-base font-semibold">×</span> Sign here
            </>
          )}
        </div>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          className="relative block h-full w-full cursor-crosshair touch-none text-foreground"
        />
      </div>
      <div className="flex min-h-11 items-center justify-between gap-3">
        <p aria-live="polite" className={tooLong ? 'text-sm text-danger' : 'text-sm text-muted'}>
          {tooLong ? 'The signature is too long: clear it and sign again' : signed ? 'Signed' : ''}
        </p>
        <Button variant="outline" onClick={clear} disabled={!signed}>
          <Eraser className="h-4 w-4" aria-hidden />
          Clear
        </Button>
      </div>
    </div>
  );
}
