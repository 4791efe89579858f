import { FOREST, type Tone } from './palette.ts';
import { between, type Rng } from './rng.ts';
import { backdrop, glow, n, poly, radial, svg, type Point } from './svg.ts';

function isoBox(
  ox: number,
  oy: number,
  [x, y, z]: readonly [number, number, number],
  [w, d, h]: readonly [number, number, number],
  [top, left, right]: readonly [string, string, string],
): string {
  const p = (px: number, py: number, pz: number): Point => [
    ox + (px - py) * 0.866,
    oy + (px + py) * 0.5 - pz,
  ];
  return (
    poly([p(x, y + d, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x, y + d, z + h)], `fill="${left}"`) +
    poly(
      [p(x + w, y, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x + w, y, z + h)],
      `fill="${right}"`,
    ) +
    poly([p(x, y, z + h), p(x + w, y, z + h), p(x + w, y + d, z + h), p(x, y + d, z + h)], `fill="${top}"`)
  );
}

function tin(
  ox: number,
  oy: number,
  at: readonly [number, number, number],
  size: number,
  tone: Tone,
): string {
  const [x, y, z] = at;
  const body = size * 0.28;
  const lid = size * 0.12;
  return (
    isoBox(ox, oy, [x, y, z], [size, size, body], ['#2c4c3d', FOREST, '#142a20']) +
    isoBox(ox, oy, [x - 4, y - 4, z + body], [size + 8, size + 8, lid], [tone.light, tone.mid, tone.dark])
  );
}

export function edibleArt(rng: Rng, tone: Tone): string {
  const ox = 400;
  const oy = between(rng, 330, 360);
  const base = between(rng, 190, 230);
  const upper = base * between(rng, 0.68, 0.82);
  const inset = (base - upper) / 2 + between(rng, -10, 10);
  const side = between(rng, 110, 140);
  const pieces = Array.from({ length: 3 + Math.floor(rng() * 3) }, (_, i) => {
    const s = between(rng, 34, 46);
    return isoBox(
      ox,
      oy,
      [base + 30 + i * 12 + rng() * 30, 40 + i * 62, 0],
      [s, s, 10],
      [i % 2 ? tone.light : '#35594a', i % 2 ? tone.mid : FOREST, i % 2 ? tone.dark : '#142a20'],
    );
  });
  const defs = radial('bg', ['#fbf8f2', '#efe8dc', '#dfd4c1']) + glow('g', tone.mid, 0.28);
  return svg(
    800,
    800,
    defs,
    backdrop(800, 800) +
      `<circle cx="400" cy="400" r="330" fill="url(#g)"/><ellipse cx="400" cy="${n(oy + base * 0.9)}" rx="300" ry="40" fill="${FOREST}" opacity=".1"/>` +
      tin(ox, oy, [-side - 30, 10, 0], side, tone) +
      tin(ox, oy, [0, 0, 0], base, tone) +
      tin(ox, oy, [inset, inset, base * 0.4 + 2], upper, tone) +
      pieces.join(''),
  );
}
