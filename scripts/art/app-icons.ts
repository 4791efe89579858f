/**
 * The app's mark (web/public/favicon.svg: a clock face, "a New York minute") drawn for each icon the manifest and
 * the HTML name. Sizes in a 512 box; `scale` shrinks the dial into a maskable icon's safe zone (the inner 80%).
 */
const FOREST = '#14281f';
const GOLD = '#c8a15a';
const CREAM = '#f4efe6';

function dial(scale: number): string {
  const r = 152 * scale;
  const hand = `M256 ${256 - 120 * scale}V256l${72 * scale} ${48 * scale}`;
  return (
    `<circle cx="256" cy="256" r="${r}" fill="none" stroke="${GOLD}" stroke-width="${24 * scale}"/>` +
    `<path d="${hand}" fill="none" stroke="${CREAM}" stroke-width="${32 * scale}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body}</svg>`;

/** Rounded tile with transparent corners: the "any" icon. */
export const appIcon = () => svg(`<rect width="512" height="512" rx="112" fill="${FOREST}"/>${dial(1)}`);

/** Full-bleed tile, the dial inside the safe zone: launchers crop it to their own shape. */
export const maskableIcon = () => svg(`<rect width="512" height="512" fill="${FOREST}"/>${dial(0.9)}`);

/** iOS rounds the corners itself and paints transparency black: a full square. */
export const appleTouchIcon = () => svg(`<rect width="512" height="512" fill="${FOREST}"/>${dial(0.86)}`);

const glyph = (paths: string) =>
  svg(
    `<rect width="512" height="512" rx="112" fill="${FOREST}"/>` +
      `<g fill="none" stroke="${GOLD}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`,
  );

/** Track order: a map pin over a route. */
export const trackIcon = () =>
  glyph(
    '<path d="M256 400s-104-96-104-176a104 104 0 0 1 208 0c0 80-104 176-104 176z"/>' +
      `<circle cx="256" cy="224" r="36" stroke="${CREAM}"/>`,
  );

/** My orders: a shopping bag with a receipt line. */
export const ordersIcon = () =>
  glyph(
    '<path d="M152 192h208l-16 200H168z"/><path d="M208 192v-24a48 48 0 0 1 96 0v24"/>' +
      `<path d="M216 288h80" stroke="${CREAM}"/>`,
  );
