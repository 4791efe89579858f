import type { Signature } from '#domain/id-check/schemas.ts';

/** One pen stroke as signature_pad records it (its point groups), in CSS pixels from the canvas's top left. */
export interface Stroke {
  points: readonly { x: number; y: number }[];
}

export const MAX_PATH_LENGTH = 20_000;
/** Points closer than this to the last one kept are dropped; each step keeps fewer, until the path fits. */
const MIN_DISTANCES = [1, 2, 3, 5, 8, 13, 21, 34];
const WIDTH = { min: 100, max: 2000 };
const HEIGHT = { min: 50, max: 1000 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

interface Box {
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
}

function strokePath({ points }: Stroke, box: Box, minDistance: number): string {
  const kept: [number, number][] = [];
  let last: [number, number] | undefined;
  let skipped: [number, number] | undefined;
  for (const point of points) {
    const x = round1(clamp(point.x * box.scaleX, 0, box.width));
    const y = round1(clamp(point.y * box.scaleY, 0, box.height));
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (last && Math.hypot(x - last[0], y - last[1]) < minDistance) {
      skipped = [x, y];
      continue;
    }
    last = [x, y];
    kept.push(last);
    skipped = undefined;
  }
  // The stroke still ends where the pen lifted.
  if (skipped && (skipped[0] !== last?.[0] || skipped[1] !== last[1])) kept.push(skipped);
  const [first, ...rest] = kept;
  if (!first) return '';
  // A tap is a dot: a zero-length line, drawn with a round cap.
  const lines = rest.length ? rest : [first];
  return `M ${first[0]} ${first[1]}${lines.map(([x, y]) => ` L ${x} ${y}`).join('')}`;
}

/**
 * The strokes as one SVG path ("M x y L x y …", coordinates rounded to 0.1 px) in the drawn box, within the
 * limits SignatureSchema sets: a box too small or too large for them is scaled to fit, a path too long is thinned.
 * Null when nothing was drawn, or when even the thinnest path is too long.
 */
export function toSignature(
  strokes: readonly Stroke[],
  drawn: { width: number; height: number },
): Signature | null {
  const width = clamp(Math.round(drawn.width), WIDTH.min, WIDTH.max);
  const height = clamp(Math.round(drawn.height), HEIGHT.min, HEIGHT.max);
  const box: Box = {
    width,
    height,
    scaleX: drawn.width > 0 ? width / drawn.width : 1,
    scaleY: drawn.height > 0 ? height / drawn.height : 1,
  };
  for (const minDistance of MIN_DISTANCES) {
    const path = strokes
      .map((stroke) => strokePath(stroke, box, minDistance))
      .filter(Boolean)
      .join(' ');
    if (!path) return null;
    if (path.length <= MAX_PATH_LENGTH) return { width, height, path };
  }
  return null;
}
