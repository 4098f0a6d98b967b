// Renders the article covers (cms/data/articles/cover-*.svg) to what the CMS serves at
// /media/covers/: a 1200x630 PNG per cover for Open Graph and Twitter cards (they need a
// raster image), and WebP copies 400, 800 and 1200 wide that pages offer by srcset (a card on
// a phone needs about 660 pixels at its pixel ratio, not a 1200-pixel PNG). The names are what
// frontend/app/features/articles/cover.ts derives from the PNG's.
// Run after changing a cover: node scripts/covers.mjs
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/env.mjs';

const source = path.join(ROOT, 'cms/data/articles');
const target = path.join(ROOT, 'cms/public/media/covers');
const WEBP_WIDTHS = [400, 800, 1200];
mkdirSync(target, { recursive: true });
for (const file of readdirSync(source).filter((name) => name.endsWith('.svg'))) {
  const name = file.replace(/\.svg$/, '');
  const cover = sharp(path.join(source, file)).resize(1200, 630);
  await cover
    .clone()
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(target, `${name}.png`));
  for (const width of WEBP_WIDTHS) {
    await cover
      .clone()
      .resize(width, Math.round((width * 630) / 1200))
      .webp({ quality: 80, effort: 6 })
      .toFile(path.join(target, `${name}-${width}w.webp`));
  }
}
console.log(`Covers written to ${path.relative(ROOT, target)}`);
