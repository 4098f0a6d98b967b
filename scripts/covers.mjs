// Renders the article covers (cms/data/articles/cover-*.svg) to the 1200x630
// PNGs the CMS serves at /media/covers/: Open Graph and Twitter cards need a
// raster image. Run after changing a cover: node scripts/covers.mjs
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/env.mjs';

const source = path.join(ROOT, 'cms/data/articles');
const target = path.join(ROOT, 'cms/public/media/covers');
mkdirSync(target, { recursive: true });
for (const file of readdirSync(source).filter((name) => name.endsWith('.svg'))) {
  await sharp(path.join(source, file))
    .resize(1200, 630)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(target, file.replace(/\.svg$/, '.png')));
}
console.log(`Covers written to ${path.relative(ROOT, target)}`);
