import { CREAM, GOLD, type Tone } from './palette.ts';
import { between, type Rng } from './rng.ts';
import { n, radial } from './svg.ts';

/** A bud-like cluster: rows of overlapping calyx ellipses over a dark teardrop, with pistils and trichome dots. */
export function budCluster(
  rng: Rng,
  [cx, top, bottom]: readonly [number, number, number],
  maxHalf: number,
  scale: number,
  rows = 7,
): string {
  const fine = rows > 3;
  const height = bottom - top;
  const halfWidth = (t: number) =>
    14 * scale + maxHalf * Math.sin(Math.PI * Math.min(0.94, 0.06 + t ** 0.85));
  const calyxes: string[] = [];
  for (let row = 0; row < rows; row++) {
    const t = (row + 0.5) / rows;
    const half = halfWidth(t) * 0.8;
    const count = 1 + Math.round(half / (34 * scale));
    for (let i = 0; i < count; i++) {
      const x = cx - half + (2 * half * (i + 0.5)) / count + between(rng, -8, 8) * scale;
      const y = top + t * height + between(rng, -10, 10) * scale;
      const rx = Math.min(58 * scale, (half / count) * 1.5 + 16 * scale) * between(rng, 0.85, 1.1);
      const ry = rx * between(rng, 1.3, 1.55);
      const tilt = ((x - cx) / maxHalf) * 32 + between(rng, -6, 6);
      calyxes.push(
        `<use href="#c" transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(tilt)}) scale(${n(rx / 10)} ${n(ry / 10)})" fill="url(#${(row + i) % 3 || !fine ? 'b' : 'b2'})"/>`,
      );
    }
  }
  const w = maxHalf * 1.05;
  const silhouette = `M${n(cx)} ${n(top - 30 * scale)}C${n(cx + w * 0.7)} ${n(top + height * 0.15)} ${n(cx + w * 1.15)} ${n(top + height * 0.75)} ${n(cx)} ${n(bottom + 40 * scale)}C${n(cx - w * 1.15)} ${n(top + height * 0.75)} ${n(cx - w * 0.7)} ${n(top + height * 0.15)} ${n(cx)} ${n(top - 30 * scale)}Z`;
  const pistils = Array.from({ length: rows }, () => {
    const t = between(rng, 0.1, 0.85);
    const side = rng() < 0.5 ? -1 : 1;
    const x = cx + side * halfWidth(t) * between(rng, 0.3, 0.75);
    const y = top + t * height;
    return `M${n(x)} ${n(y)}q${n(side * 16 * scale)} ${n(-20 * scale)} ${n(side * between(rng, 28, 42) * scale)} ${n(-between(rng, 4, 22) * scale)}`;
  });
  const dots = (count: number) =>
    Array.from({ length: count }, () => {
      const t = between(rng, 0.04, 0.96);
      return `M${n(cx + halfWidth(t) * (rng() * 2 - 1) * 0.85)} ${n(top + t * height)}h0`;
    }).join('');
  return (
    `<path d="${silhouette}" fill="url(#b3)"/><g opacity=".94">${calyxes.join('')}</g>` +
    (fine
      ? `<path d="${pistils.join('')}" fill="none" stroke="${GOLD}" stroke-width="${n(2.2 * scale)}" stroke-linecap="round" opacity=".7"/>`
      : '') +
    `<path d="${dots(rows * (fine ? 3 : 2))}" stroke="${CREAM}" stroke-width="${n(3.5 * scale)}" stroke-linecap="round" opacity=".75"/>` +
    (fine
      ? `<path d="${dots(rows * 4)}" stroke="${CREAM}" stroke-width="${n(2 * scale)}" stroke-linecap="round" opacity=".45"/>`
      : '')
  );
}

export const CALYX = '<path id="c" d="M0-10C8-5 10 5.5 0 10C-10 5.5-8-5 0-10Z"/>';

export const budDefs = (tone: Tone, fine = true) =>
  radial('b', [tone.light, tone.mid, tone.dark], '35%', '30%', '85%') +
  (fine ? radial('b2', [tone.light, tone.mid, tone.dark], '55%', '25%', '100%') : '') +
  radial('b3', [tone.mid, tone.dark, '#0f1f18'], '50%', '40%', '70%');
