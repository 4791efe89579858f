import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Category } from '#domain/catalog.ts';
import { BLOG_POSTS, PRODUCTS, type StrainType } from '#server/db/seed/catalog-data.ts';

type Rng = () => number;
type Point = readonly [number, number];

interface Tone {
  light: string;
  mid: string;
  dark: string;
}

const FOREST = '#1f3a2e';
const CREAM = '#f4efe6';
const GOLD = '#c8a15a';
const AMBER: Tone = { light: '#e8cf97', mid: GOLD, dark: '#8d6b2f' };

const STRAIN_TONES: Record<StrainType, Tone> = {
  indica: { light: '#b48aa6', mid: '#7b4a6b', dark: '#4a2940' },
  sativa: { light: '#f2b66e', mid: '#dd8738', dark: '#9c5420' },
  hybrid: AMBER,
  cbd: { light: '#c2d4ba', mid: '#8fa98a', dark: '#56704f' },
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function seeded(text: string): Rng {
  let a = hash(text);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const n = (value: number) => String(Math.round(value * 10) / 10).replace(/^(-?)0\./, '$1.');
const pts = (points: readonly Point[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const poly = (points: readonly Point[], attrs: string) => `<polygon points="${pts(points)}" ${attrs}/>`;

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>\n`;
}

function radial(id: string, stops: string[], cx = '50%', cy = '45%', r = '70%'): string {
  const body = stops.map((color, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${color}"/>`);
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body.join('')}</radialGradient>`;
}

function linear(id: string, stops: string[], vertical = false): string {
  const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const body = stops.map((color, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${color}"/>`);
  return `<linearGradient id="${id}" ${dir}>${body.join('')}</linearGradient>`;
}

const glow = (id: string, color: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

const backdrop = (width: number, height: number) =>
  `<rect width="${width}" height="${height}" fill="url(#bg)"/>`;

/** A bud-like cluster: rows of overlapping calyx ellipses over a dark teardrop, with pistils and trichome dots. */
function budCluster(
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

const CALYX = '<path id="c" d="M0-10C8-5 10 5.5 0 10C-10 5.5-8-5 0-10Z"/>';

const budDefs = (tone: Tone, fine = true) =>
  radial('b', [tone.light, tone.mid, tone.dark], '35%', '30%', '85%') +
  (fine ? radial('b2', [tone.light, tone.mid, tone.dark], '55%', '25%', '100%') : '') +
  radial('b3', [tone.mid, tone.dark, '#0f1f18'], '50%', '40%', '70%');

function flowerArt(rng: Rng, tone: Tone): string {
  const cx = between(rng, 380, 420);
  const defs =
    radial('bg', ['#34594a', FOREST, '#12231b']) + glow('g', tone.mid, 0.35) + budDefs(tone) + CALYX;
  return svg(
    800,
    800,
    defs,
    backdrop(800, 800) +
      `<circle cx="400" cy="390" r="330" fill="url(#g)"/><circle cx="400" cy="400" r="338" fill="none" stroke="${GOLD}" stroke-opacity=".22" stroke-width="1.5"/>` +
      `<ellipse cx="${n(cx)}" cy="662" rx="150" ry="16" fill="#000" opacity=".25"/>` +
      budCluster(rng, [cx, between(rng, 180, 215), between(rng, 600, 630)], between(rng, 120, 150), 1),
  );
}

function preRollArt(rng: Rng, tone: Tone): string {
  const count = 3 + Math.floor(rng() * 2);
  const cones = Array.from({ length: count }, (_, i) => {
    const spread = count === 1 ? 0 : i / (count - 1) - 0.5;
    const x = 400 + spread * between(rng, 190, 240);
    const angle = spread * between(rng, 34, 46) + between(rng, -5, 5);
    const length = between(rng, 400, 500);
    const narrow = between(rng, 22, 28);
    const wide = between(rng, 50, 60);
    const filter = between(rng, 60, 80);
    const bandAt = (t: number) => (narrow + (wide - narrow) * t) / 2;
    const body: Point[] = [
      [-narrow / 2, 0],
      [-wide / 2, -length],
      [wide / 2, -length],
      [narrow / 2, 0],
    ];
    const band: Point[] = [
      [-narrow / 2, 0],
      [-narrow / 2 - ((wide - narrow) / 2) * (filter / length), -filter],
      [narrow / 2 + ((wide - narrow) / 2) * (filter / length), -filter],
      [narrow / 2, 0],
    ];
    return (
      `<g transform="translate(${n(x)} ${n(between(rng, 665, 690))}) rotate(${n(angle)})">` +
      poly(body, 'fill="url(#p)"') +
      poly(band, 'fill="#cdb98f"') +
      `<line x1="${n(narrow / 5)}" y1="${n(-filter)}" x2="${n(wide / 5)}" y2="${n(-length)}" stroke="#cbbfa9" stroke-width="1.5"/>` +
      poly(
        [
          [-bandAt(0.62), -length * 0.62],
          [-bandAt(0.66), -length * 0.66],
          [bandAt(0.66), -length * 0.66],
          [bandAt(0.62), -length * 0.62],
        ],
        `fill="${tone.mid}"`,
      ) +
      `<ellipse cx="0" cy="${n(-length)}" rx="${n(wide / 2)}" ry="8" fill="${tone.dark}"/>` +
      `<ellipse cx="0" cy="${n(-length - 1)}" rx="${n(wide / 2.6)}" ry="5" fill="${tone.mid}"/></g>`
    );
  });
  const defs =
    radial('bg', ['#66774f', '#465639', '#2b3624']) +
    glow('g', tone.light, 0.3) +
    linear('p', ['#ddd3c1', '#fbf8f2', '#e9e1d2', '#d3c8b4']);
  return svg(
    800,
    800,
    defs,
    backdrop(800, 800) +
      `<circle cx="400" cy="360" r="320" fill="url(#g)"/><ellipse cx="400" cy="690" rx="240" ry="20" fill="#000" opacity=".22"/>` +
      cones.join(''),
  );
}

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

function edibleArt(rng: Rng, tone: Tone): string {
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

function concentrateArt(rng: Rng, tone: Tone): string {
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

function vapeArt(rng: Rng, tone: Tone): string {
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

const PRODUCT_ART: Record<Category, (rng: Rng, tone: Tone) => string> = {
  flower: flowerArt,
  'pre-rolls': preRollArt,
  edibles: edibleArt,
  concentrates: concentrateArt,
  vapes: vapeArt,
};

function coaCover(rng: Rng): string {
  const rows = Array.from({ length: 8 }, (_, i) => {
    const y = 330 + i * 52;
    const len = between(rng, 150, 290);
    return `<rect x="390" y="${y}" width="${n(len)}" height="10" rx="5" fill="${i % 3 ? '#9aa493' : FOREST}"/><circle cx="755" cy="${y + 5}" r="9" fill="${i % 4 === 3 ? GOLD : '#56704f'}"/>`;
  });
  const ring = (r: number, color: string, frac: number, offset: number) =>
    `<circle cx="800" cy="300" r="${r}" fill="none" stroke="${color}" stroke-width="26" stroke-dasharray="${n(2 * Math.PI * r * frac)} 2000" stroke-dashoffset="${n(-2 * Math.PI * r * offset)}" transform="rotate(-90 800 300)"/>`;
  const defs = radial('bg', ['#fbf8f2', '#efe8dc', '#dcd1bd']) + glow('g', GOLD, 0.35);
  return svg(
    1200,
    900,
    defs,
    backdrop(1200, 900) +
      '<circle cx="780" cy="320" r="360" fill="url(#g)"/>' +
      '<g transform="rotate(-4 580 480)">' +
      `<rect x="358" y="182" width="460" height="620" rx="10" fill="${FOREST}" opacity=".12"/>` +
      `<rect x="340" y="160" width="460" height="620" rx="10" fill="#fbf8f2" stroke="#d8cdb8" stroke-width="2"/>` +
      `<rect x="340" y="160" width="460" height="110" rx="10" fill="${FOREST}"/><rect x="340" y="250" width="460" height="20" fill="${FOREST}"/>` +
      `<rect x="390" y="200" width="170" height="12" rx="6" fill="${CREAM}" opacity=".8"/><rect x="390" y="228" width="110" height="10" rx="5" fill="${GOLD}"/>` +
      rows.join('') +
      '</g>' +
      `<circle cx="812" cy="314" r="132" fill="${FOREST}" opacity=".12"/><circle cx="800" cy="300" r="132" fill="#fbf8f2"/>` +
      ring(104, '#d9cfbd', 1, 0) +
      ring(104, FOREST, 0.62, 0) +
      ring(104, GOLD, 0.26, 0.64) +
      ring(104, '#7b4a6b', 0.08, 0.91),
  );
}

function limitsCover(rng: Rng): string {
  const vessels = [
    { x: 300, w: 170, level: between(rng, 0.45, 0.7), tone: STRAIN_TONES.cbd },
    { x: 560, w: 120, level: between(rng, 0.25, 0.45), tone: AMBER },
    { x: 780, w: 140, level: between(rng, 0.35, 0.6), tone: STRAIN_TONES.indica },
  ].map(({ x, w, level, tone }) => {
    const top = 250;
    const bottom = 700;
    const fill = top + (1 - level) * (bottom - top);
    const ticks = Array.from({ length: 6 }, (_, i) => `M${x + 14} ${top + 40 + i * 70}h${i % 2 ? 14 : 26}`);
    return (
      `<rect x="${x}" y="${n(fill)}" width="${w}" height="${n(bottom - fill)}" rx="14" fill="${tone.mid}" opacity=".9"/>` +
      `<ellipse cx="${x + w / 2}" cy="${n(fill)}" rx="${w / 2}" ry="10" fill="${tone.light}"/>` +
      `<rect x="${x}" y="${top}" width="${w}" height="${bottom - top}" rx="14" fill="${CREAM}" fill-opacity=".08" stroke="${CREAM}" stroke-opacity=".55" stroke-width="3"/>` +
      `<path d="${ticks.join('')}" stroke="${CREAM}" stroke-opacity=".5" stroke-width="3"/>`
    );
  });
  const defs = radial('bg', ['#34594a', FOREST, '#12231b']) + glow('g', GOLD, 0.3);
  return svg(
    1200,
    900,
    defs,
    backdrop(1200, 900) +
      '<circle cx="600" cy="460" r="420" fill="url(#g)"/>' +
      `<rect x="200" y="700" width="800" height="6" rx="3" fill="${GOLD}" opacity=".7"/>` +
      vessels.join('') +
      `<path d="M230 288H970" stroke="${GOLD}" stroke-width="3" stroke-dasharray="14 12"/>`,
  );
}

function deliveryCover(rng: Rng): string {
  const doorX = Math.round(between(rng, 470, 520));
  const swing = Math.round(between(rng, 70, 95));
  const arch = (x: number, y: number, w: number, h: number) =>
    `M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z`;
  const left = doorX + 20;
  const defs =
    radial('bg', ['#55684a', '#3a4a32', '#243020']) +
    glow('g', '#e8cf97', 0.4) +
    linear('l', ['#f3e2b8', '#d9b56f'], true) +
    linear('d', ['#2c4c3d', FOREST]);
  return svg(
    1200,
    900,
    defs,
    backdrop(1200, 900) +
      `<circle cx="${doorX + 130}" cy="380" r="380" fill="url(#g)"/>` +
      `<path d="M${doorX - 160} 900L${doorX + 10} 720H${doorX + 250}L${doorX + 420} 900Z" fill="${CREAM}" opacity=".16"/>` +
      `<path d="M${left} 727L${doorX + 240} 727L${doorX + 330} 900H${doorX - 20}Z" fill="#f3e2b8" opacity=".22"/>` +
      `<rect x="${doorX - 40}" y="705" width="340" height="22" rx="4" fill="${CREAM}" opacity=".85"/>` +
      `<path d="${arch(doorX - 20, 150, 300, 555)}" fill="${CREAM}"/>` +
      `<path d="${arch(left, 195, 220, 510)}" fill="url(#l)"/>` +
      `<path d="M${left} 705V300L${left + swing} 330V690Z" fill="url(#d)"/>` +
      `<circle cx="${left + swing - 14}" cy="480" r="7" fill="${GOLD}"/>`,
  );
}

function storageCover(rng: Rng): string {
  const jars = [
    { x: 330, w: 200, h: 300, tone: STRAIN_TONES.indica },
    { x: 600, w: 240, h: 380, tone: AMBER },
    { x: 900, w: 170, h: 250, tone: STRAIN_TONES.sativa },
  ];
  const shelf = 700;
  const glass = jars.map(
    ({ x, w, h }) =>
      `<rect x="${x - w / 2}" y="${shelf - h}" width="${w}" height="${h}" rx="${n(w * 0.16)}"/>`,
  );
  const buds = jars.map(({ x, w, h }, i) =>
    budCluster(rng, [x, shelf - h + 90, shelf - 40], w * 0.22, w / 340, 3).replaceAll('url(#b', `url(#b${i}`),
  );
  const shine = jars.map(
    ({ x, w, h }) =>
      `<rect x="${x - w / 2 + 18}" y="${shelf - h + 40}" width="12" height="${h - 90}" rx="6"/>`,
  );
  const lids = jars.map(
    ({ x, w, h, tone }) =>
      `<rect x="${n(x - w * 0.36)}" y="${shelf - h - 46}" width="${n(w * 0.72)}" height="52" rx="8" fill="${tone.mid}"/>` +
      `<rect x="${n(x - w * 0.36)}" y="${shelf - h - 46}" width="${n(w * 0.72)}" height="12" rx="6" fill="${tone.light}" opacity=".7"/>`,
  );
  const body =
    `<g fill="${CREAM}" fill-opacity=".1" stroke="${CREAM}" stroke-opacity=".5" stroke-width="3">${glass.join('')}</g>` +
    buds.join('') +
    `<g fill="#fff" opacity=".18">${shine.join('')}</g>` +
    lids.join('');
  const defs =
    radial('bg', ['#2f5142', FOREST, '#10201a']) +
    glow('g', GOLD, 0.3) +
    jars.map(({ tone }, i) => budDefs(tone, false).replaceAll('id="b', `id="b${i}`)).join('') +
    CALYX;
  return svg(
    1200,
    900,
    defs,
    backdrop(1200, 900) +
      '<circle cx="600" cy="450" r="440" fill="url(#g)"/>' +
      body +
      `<rect x="140" y="${shelf}" width="920" height="16" rx="4" fill="${GOLD}" opacity=".8"/><rect x="140" y="${shelf + 16}" width="920" height="40" fill="#000" opacity=".15"/>`,
  );
}

const BLOG_ART: Record<string, (rng: Rng) => string> = {
  'how-to-read-a-coa': coaCover,
  'ny-purchase-limits-explained': limitsCover,
  'what-to-expect-at-delivery': deliveryCover,
  'storing-flower-properly': storageCover,
};

function fallbackCover(rng: Rng): string {
  const defs = radial('bg', ['#34594a', FOREST, '#12231b']) + glow('g', GOLD, 0.35) + budDefs(AMBER) + CALYX;
  return svg(
    1200,
    900,
    defs,
    backdrop(1200, 900) +
      '<circle cx="600" cy="450" r="400" fill="url(#g)"/>' +
      budCluster(rng, [600, 220, 680], 170, 1.2),
  );
}

const root = fileURLToPath(new URL('..', import.meta.url));
const productDir = join(root, 'web/public/media/products');
const blogDir = join(root, 'web/public/media/blog');
mkdirSync(productDir, { recursive: true });
mkdirSync(blogDir, { recursive: true });

let largest = 0;
const write = (path: string, content: string) => {
  largest = Math.max(largest, Buffer.byteLength(content));
  writeFileSync(path, content);
};

for (const product of PRODUCTS) {
  const art = PRODUCT_ART[product.category](seeded(product.slug), STRAIN_TONES[product.strainType]);
  write(join(productDir, `${product.slug}.svg`), art);
}
for (const post of BLOG_POSTS) {
  const rng = seeded(post.slug);
  write(join(blogDir, `${post.slug}.svg`), (BLOG_ART[post.slug] ?? fallbackCover)(rng));
}
console.log(
  `Wrote ${PRODUCTS.length} product and ${BLOG_POSTS.length} blog SVGs (largest ${(largest / 1024).toFixed(1)} KB).`,
);
