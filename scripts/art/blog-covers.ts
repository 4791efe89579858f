import { budCluster, budDefs, CALYX } from './bud.ts';
import { AMBER, CREAM, FOREST, GOLD, STRAIN_TONES } from './palette.ts';
import { between, type Rng } from './rng.ts';
import { backdrop, glow, linear, n, radial, svg } from './svg.ts';

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

export const BLOG_ART: Record<string, (rng: Rng) => string> = {
  'how-to-read-a-coa': coaCover,
  'ny-purchase-limits-explained': limitsCover,
  'what-to-expect-at-delivery': deliveryCover,
  'storing-flower-properly': storageCover,
};

export function fallbackCover(rng: Rng): string {
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
