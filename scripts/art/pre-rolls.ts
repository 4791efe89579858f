import type { Tone } from './palette.ts';
import { between, type Rng } from './rng.ts';
import { backdrop, glow, linear, n, poly, radial, svg, type Point } from './svg.ts';

export function preRollArt(rng: Rng, tone: Tone): string {
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
