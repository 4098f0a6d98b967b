// Renders frontend/public/favicon.svg to frontend/public/favicon.ico: browsers, feed readers and
// crawlers ask for /favicon.ico whatever the page's head names, and not all of them read SVG.
// An ICO of PNG images (16, 32 and 48 pixels), which every browser since 2007 reads.
// Run after changing the icon: node scripts/favicon.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/env.mjs';

const svg = readFileSync(path.join(ROOT, 'frontend/public/favicon.svg'));
const SIZES = [16, 32, 48];
const images = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: 72 * (size / 32) * 4 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

// ICONDIR (6 bytes), an ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((image, at) => {
  const entry = 6 + 16 * at;
  header.writeUInt8(SIZES[at], entry);
  header.writeUInt8(SIZES[at], entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(image.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += image.length;
});
writeFileSync(path.join(ROOT, 'frontend/public/favicon.ico'), Buffer.concat([header, ...images]));
