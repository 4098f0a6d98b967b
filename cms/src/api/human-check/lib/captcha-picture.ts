import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import { renderPicture, SIZE } from '../../../lib/captcha-render';

/**
 * What a reader's browser gets of a captcha picture (issue 30): the fresh drawing of
 * captcha-render.ts as pixels only, warped by a smooth random field and grained, as WebP. An SVG
 * keeps its elements, its paths' commands and the ratios of their numbers, which name a public
 * icon whatever the redraw; a raster keeps none of them, and the warp moves every outline a few
 * pixels so a mask of a clean rendering does not fit it either.
 */
const PIXELS = 128;
const CHANNELS = 4;
/** The largest shift of a pixel by the warp, in pixels: a person still reads the shape. */
const WARP = 4.5;
/** The grain's reach either side of a channel's value. */
const GRAIN = 14;

const between = (min: number, max: number) => min + (randomInt(1_000_001) / 1_000_000) * (max - min);

/** A smooth field over the tile: three waves of random direction, length and phase. */
function wave() {
  const parts = Array.from({ length: 3 }, () => {
    const angle = between(0, 2 * Math.PI);
    const cycles = between(0.6, 1.8);
    return {
      fx: (Math.cos(angle) * cycles * 2 * Math.PI) / PIXELS,
      fy: (Math.sin(angle) * cycles * 2 * Math.PI) / PIXELS,
      phase: between(0, 2 * Math.PI),
      size: between(0.5, 1),
    };
  });
  const total = parts.reduce((sum, part) => sum + part.size, 0);
  return (x: number, y: number) => (WARP / total) * parts.reduce((sum, p) => sum + p.size * Math.sin(p.fx * x + p.fy * y + p.phase), 0);
}

/** Every pixel read from where the field moves it (bilinear), plus grain; transparent stays transparent. */
function warp(pixels: Buffer): Buffer {
  const dx = wave();
  const dy = wave();
  const grain = randomBytes(PIXELS * PIXELS);
  const out = Buffer.alloc(pixels.length);
  const at = (x: number, y: number, channel: number) =>
    pixels[(Math.min(PIXELS - 1, Math.max(0, y)) * PIXELS + Math.min(PIXELS - 1, Math.max(0, x))) * CHANNELS + channel];
  for (let y = 0; y < PIXELS; y++) {
    for (let x = 0; x < PIXELS; x++) {
      const sx = x + dx(x, y);
      const sy = y + dy(x, y);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const tx = sx - x0;
      const ty = sy - y0;
      const index = (y * PIXELS + x) * CHANNELS;
      const shift = (grain[y * PIXELS + x] / 255) * 2 * GRAIN - GRAIN;
      for (let channel = 0; channel < CHANNELS; channel++) {
        const value =
          (at(x0, y0, channel) * (1 - tx) + at(x0 + 1, y0, channel) * tx) * (1 - ty) +
          (at(x0, y0 + 1, channel) * (1 - tx) + at(x0 + 1, y0 + 1, channel) * tx) * ty;
        out[index + channel] = Math.round(Math.min(255, Math.max(0, channel === 3 ? value : value + shift)));
      }
    }
  }
  return out;
}

/** A new WebP picture of `source` (a standalone SVG), as the data address the challenge sends. */
export async function drawPicture(source: string): Promise<string> {
  const drawing = Buffer.from(renderPicture(source), 'utf8');
  const pixels = await sharp(drawing, { density: (72 * PIXELS) / SIZE })
    .resize(PIXELS, PIXELS)
    .ensureAlpha()
    .raw()
    .toBuffer();
  const webp = await sharp(warp(pixels), { raw: { width: PIXELS, height: PIXELS, channels: CHANNELS } })
    .webp({ quality: 72 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
