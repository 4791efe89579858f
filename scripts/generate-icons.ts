import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { appIcon, appleTouchIcon, maskableIcon, ordersIcon, trackIcon } from './art/app-icons.ts';

/** Writes the install icons under web/public/icons (committed; run again after changing the mark). */
const dir = join(fileURLToPath(new URL('..', import.meta.url)), 'web/public/icons');
mkdirSync(dir, { recursive: true });

const PNGS: [name: string, svg: string, size: number][] = [
  ['icon-192.png', appIcon(), 192],
  ['icon-512.png', appIcon(), 512],
  ['maskable-512.png', maskableIcon(), 512],
  ['apple-touch-icon-180.png', appleTouchIcon(), 180],
  ['shortcut-track-96.png', trackIcon(), 96],
  ['shortcut-orders-96.png', ordersIcon(), 96],
];

writeFileSync(join(dir, 'icon.svg'), appIcon());
for (const [name, svg, size] of PNGS) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(dir, name));
}
console.log(`Wrote icon.svg and ${PNGS.length} PNG icons to web/public/icons.`);
