import { CREAM, FOREST, GOLD, type Tone } from './palette.ts';
import { between, type Rng } from './rng.ts';
import { backdrop, glow, linear, n, radial, svg } from './svg.ts';

export function vapeArt(rng: Rng, tone: Tone): string {
  const level = between(rng, 0.55, 0.9);
  const tankTop = 278;
  const tankHeight = 250;
  const oilTop = tankTop + 8 + (1 - level) * (tankHeight - 16);
  const threads = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${n(400 - 38 + i * 2)}" y="${558 + i * 14}" width="${n(76 - i * 4)}" height="9" rx="3" fill="${i % 2 ? '#a98543' : GOLD}"/>`,
  );
  const defs =
    radial('bg', ['#f7f3ec', '#e9e2d6', '#d5cab7']) +
    glow('g', tone.mid, 0.32) +
    linear('o', [tone.light, tone.mid, tone.dark], true);
  return svg(
    800,
    800,
    defs,
    backdrop(800, 800) +
      `<circle cx="${n(between(rng, 360, 440))}" cy="${n(between(rng, 340, 390))}" r="290" fill="url(#g)"/>` +
      `<ellipse cx="400" cy="690" rx="120" ry="14" fill="${FOREST}" opacity=".18"/>` +
      `<g transform="rotate(${n(between(rng, -9, 9))} 400 420)">` +
      `<path d="M369 262L373 170Q374 150 400 150Q426 150 427 170L431 262Z" fill="${FOREST}"/>` +
      `<rect x="383" y="166" width="6" height="90" rx="3" fill="${CREAM}" opacity=".18"/>` +
      `<rect x="352" y="260" width="96" height="18" rx="4" fill="${GOLD}"/>` +
      `<rect x="345" y="${tankTop}" width="110" height="${tankHeight}" rx="12" fill="#fbf8f2" fill-opacity=".6" stroke="${FOREST}" stroke-opacity=".35" stroke-width="3"/>` +
      `<rect x="353" y="${n(oilTop)}" width="94" height="${n(tankTop + tankHeight - 8 - oilTop)}" rx="8" fill="url(#o)" opacity=".92"/>` +
      `<rect x="394" y="${tankTop + 6}" width="12" height="${tankHeight - 12}" rx="4" fill="${GOLD}" opacity=".55"/>` +
      `<rect x="359" y="${tankTop + 16}" width="8" height="${tankHeight - 40}" rx="4" fill="#fff" opacity=".45"/>` +
      `<rect x="345" y="528" width="110" height="30" rx="6" fill="${GOLD}"/>` +
      threads.join('') +
      '</g>',
  );
}
