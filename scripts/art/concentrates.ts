import { AMBER, CREAM, GOLD, type Tone } from './palette.ts';
import { between, type Rng } from './rng.ts';
import { backdrop, glow, n, poly, radial, svg, type Point } from './svg.ts';

function crystal(rng: Rng, x: number, y: number, angle: number, h: number, w: number, tone: Tone): string {
  const skew = between(rng, -0.12, 0.12) * w;
  const left: Point[] = [
    [-w / 2, 0],
    [-w / 2, -h * 0.72],
    [skew, -h],
    [w * 0.1, -h * 0.7],
    [w * 0.08, 6],
  ];
  const right: Point[] = [
    [w * 0.08, 6],
    [w * 0.1, -h * 0.7],
    [skew, -h],
    [w / 2, -h * 0.72],
    [w / 2, 0],
  ];
  const shine: Point[] = [
    [-w / 2, -h * 0.72],
    [skew, -h],
    [w * 0.1, -h * 0.7],
    [-w * 0.2, -h * 0.62],
  ];
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" stroke="#f6e7c1" stroke-opacity=".28" stroke-width="1.2">` +
    poly(left, `fill="${tone.dark}"`) +
    poly(right, `fill="${tone.mid}"`) +
    poly(shine, `fill="${tone.light}" opacity=".7"`) +
    '</g>'
  );
}

export function concentrateArt(rng: Rng, tone: Tone): string {
  const count = 5 + Math.floor(rng() * 3);
  const crystals = Array.from({ length: count }, (_, i) => {
    const spread = i / (count - 1) - 0.5;
    const h = between(rng, 170, 330) * (1 - Math.abs(spread) * 0.6);
    return { spread, h, tinted: i % 3 === 1 };
  })
    .sort((a, b) => b.h - a.h)
    .map(({ spread, h, tinted }) =>
      crystal(
        rng,
        400 + spread * 260,
        between(rng, 585, 610),
        spread * 70 + between(rng, -6, 6),
        h,
        between(rng, 62, 100),
        tinted ? tone : AMBER,
      ),
    );
  const sparkles = Array.from(
    { length: 12 },
    () =>
      `<circle cx="${n(between(rng, 200, 600))}" cy="${n(between(rng, 200, 560))}" r="${n(between(rng, 1.5, 3.5))}" opacity="${n(between(rng, 0.3, 0.8))}"/>`,
  );
  const defs =
    radial('bg', ['#1f3a2e', '#13251c', '#0a140f']) + glow('g', GOLD, 0.4) + glow('t', tone.mid, 0.35);
  return svg(
    800,
    800,
    defs,
    backdrop(800, 800) +
      `<circle cx="400" cy="470" r="320" fill="url(#g)"/><circle cx="${n(between(rng, 320, 480))}" cy="380" r="220" fill="url(#t)"/>` +
      `<ellipse cx="400" cy="612" rx="250" ry="36" fill="${GOLD}" opacity=".55"/><ellipse cx="400" cy="606" rx="200" ry="22" fill="#e8cf97" opacity=".35"/>` +
      crystals.join('') +
      `<g fill="${CREAM}">${sparkles.join('')}</g>`,
  );
}
