import { budCluster, budDefs, CALYX } from './bud.ts';
import { FOREST, GOLD, type Tone } from './palette.ts';
import { between, type Rng } from './rng.ts';
import { backdrop, glow, n, radial, svg } from './svg.ts';

export function flowerArt(rng: Rng, tone: Tone): string {
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
