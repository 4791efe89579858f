export type Point = readonly [number, number];

export const n = (value: number) => String(Math.round(value * 10) / 10).replace(/^(-?)0\./, '$1.');
const pts = (points: readonly Point[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
export const poly = (points: readonly Point[], attrs: string) =>
  `<polygon points="${pts(points)}" ${attrs}/>`;

export function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>\n`;
}

export function radial(id: string, stops: string[], cx = '50%', cy = '45%', r = '70%'): string {
  const body = stops.map((color, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${color}"/>`);
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body.join('')}</radialGradient>`;
}

export function linear(id: string, stops: string[], vertical = false): string {
  const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const body = stops.map((color, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${color}"/>`);
  return `<linearGradient id="${id}" ${dir}>${body.join('')}</linearGradient>`;
}

export const glow = (id: string, color: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

export const backdrop = (width: number, height: number) =>
  `<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
