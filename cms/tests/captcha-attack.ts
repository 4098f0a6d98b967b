import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The attack of issue 30 written down: a bot that knows every public picture the human check can
 * draw from (lucide-static's icons and the repository's demo files) and names a served picture by
 * its nearest public one. For SVG it compared structure; for a raster it compares what survives
 * rotation, scale, position and colour: how the ink spreads out from its centre (a radial profile),
 * how it turns around it (angular harmonics per ring) and its Hu moments.
 */
const SIDE = 64;
const RINGS = 3;
const RADIAL_BINS = 10;
const HARMONICS = 4;

export type Fingerprint = number[];
export type Named = { name: string; fingerprint: Fingerprint };

/** Ink pixels of a picture: darker than halfway between its tile and its darkest ink. */
async function inkOf(picture: Buffer, onWhite: boolean): Promise<boolean[]> {
  const image = sharp(picture, { density: 144 }).resize(SIDE, SIDE, { fit: 'contain', background: '#ffffff00' });
  const pixels = await (onWhite ? image.flatten({ background: '#ffffff' }) : image).ensureAlpha().raw().toBuffer();
  const luminance: number[] = [];
  const opaque: boolean[] = [];
  for (let i = 0; i < SIDE * SIDE; i++) {
    luminance.push(0.2126 * pixels[i * 4] + 0.7152 * pixels[i * 4 + 1] + 0.0722 * pixels[i * 4 + 2]);
    opaque.push(pixels[i * 4 + 3] > 128);
  }
  const seen = luminance.filter((_, i) => opaque[i]).sort((a, b) => a - b);
  const tile = seen[Math.floor(seen.length / 2)] ?? 255;
  const ink = seen[Math.floor(seen.length * 0.03)] ?? 0;
  const threshold = (tile + ink) / 2;
  return luminance.map((value, i) => opaque[i] && value < threshold);
}

function fingerprintOf(ink: boolean[]): Fingerprint {
  const points: [number, number][] = [];
  ink.forEach((on, i) => on && points.push([i % SIDE, Math.floor(i / SIDE)]));
  if (points.length < 8) return new Array(RADIAL_BINS + RINGS * HARMONICS + 4).fill(0);
  const cx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const cy = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const polar = points.map(([x, y]) => ({ r: Math.hypot(x - cx, y - cy), a: Math.atan2(y - cy, x - cx), x: x - cx, y: y - cy }));
  const rms = Math.sqrt(polar.reduce((sum, p) => sum + p.r * p.r, 0) / polar.length) || 1;
  const radial = new Array(RADIAL_BINS).fill(0);
  for (const { r } of polar) radial[Math.min(RADIAL_BINS - 1, Math.floor((r / rms / 2) * RADIAL_BINS))] += 1 / polar.length;
  const harmonics: number[] = [];
  for (let ring = 0; ring < RINGS; ring++) {
    const inRing = polar.filter(({ r }) => Math.min(RINGS - 1, Math.floor((r / rms / 1.6) * RINGS)) === ring);
    for (let m = 1; m <= HARMONICS; m++) {
      const re = inRing.reduce((sum, p) => sum + Math.cos(m * p.a), 0);
      const im = inRing.reduce((sum, p) => sum + Math.sin(m * p.a), 0);
      harmonics.push(inRing.length ? Math.hypot(re, im) / inRing.length : 0);
    }
  }
  // Central moments normalised for scale, then Hu's first four invariants.
  const mu = (p: number, q: number) => polar.reduce((sum, point) => sum + point.x ** p * point.y ** q, 0) / polar.length / rms ** (p + q);
  const [n20, n02, n11, n30, n12, n21, n03] = [mu(2, 0), mu(0, 2), mu(1, 1), mu(3, 0), mu(1, 2), mu(2, 1), mu(0, 3)];
  const hu = [n20 + n02, (n20 - n02) ** 2 + 4 * n11 ** 2, (n30 - 3 * n12) ** 2 + (3 * n21 - n03) ** 2, (n30 + n12) ** 2 + (n21 + n03) ** 2];
  return [...radial, ...harmonics, ...hu.map((value) => value * 0.5)];
}

/** A served picture (a data address, or the image's bytes) as the bot sees it. */
export async function fingerprintServed(picture: string | Buffer): Promise<Fingerprint> {
  const bytes = typeof picture === 'string' ? Buffer.from(picture.slice(picture.indexOf(',') + 1), 'base64') : picture;
  return fingerprintOf(await inkOf(bytes, false));
}

/** A public SVG, drawn in black on white. */
export async function fingerprintPublic(svg: string): Promise<Fingerprint> {
  return fingerprintOf(await inkOf(Buffer.from(svg.replaceAll('currentColor', '#000000'), 'utf8'), true));
}

/** The bot's library: every public picture it could be shown, by name. */
export async function publicLibrary(sources: { name: string; svg: string }[]): Promise<Named[]> {
  const library: Named[] = [];
  // A few at a time: sharp renders on libuv's threads.
  for (let i = 0; i < sources.length; i += 16) {
    const batch = sources.slice(i, i + 16);
    const prints = await Promise.all(batch.map(({ svg }) => fingerprintPublic(svg)));
    batch.forEach(({ name }, j) => library.push({ name, fingerprint: prints[j] }));
  }
  return library;
}

export function nearest(library: Named[], fingerprint: Fingerprint): string {
  let best = '';
  let bestDistance = Infinity;
  for (const { name, fingerprint: other } of library) {
    const distance = other.reduce((sum, value, i) => sum + Math.abs(value - fingerprint[i]), 0);
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}

export const LUCIDE_ICONS = path.dirname(require.resolve('lucide-static/package.json'));
export const lucideIcon = (name: string) => fs.readFileSync(path.join(LUCIDE_ICONS, 'icons', `${name}.svg`), 'utf8');
export const lucideNames = () =>
  fs
    .readdirSync(path.join(LUCIDE_ICONS, 'icons'))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length));
