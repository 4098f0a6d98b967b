import { PICTURE_WIDTHS } from '@blog/rules/picture';

/**
 * The WebP copies of one of the site's own covers, as a srcset: a seeded cover
 * (`/media/covers/cover-NN.png`, made by scripts/covers.mjs at 400, 800 and 1200 pixels wide), or
 * a picture uploaded here (`{site}/uploads/{name}-{width}.{ext}`, ADR 36), whose WebP copies
 * are every standard width narrower than the one named, and that one. A cover elsewhere (any
 * other address the owner gave) has none: it is shown as it is.
 */
const OWN_COVER = /^\/media\/covers\/(cover-[\w-]+)\.png$/;
const WIDTHS = [400, 800, 1200];
const UPLOADED = /^\/uploads\/([A-Za-z0-9_-]{1,110})-([1-9]\d{2,3})\.(?:jpg|png|webp|avif|gif)$/;

export function coverWebpSrcSet(src: string, siteOrigin = ''): string | null {
  const name = OWN_COVER.exec(src)?.[1];
  if (name) return WIDTHS.map((width) => `/media/covers/${name}-${width}w.webp ${width}w`).join(', ');
  const upload = siteOrigin && src.startsWith(`${siteOrigin}/`) ? UPLOADED.exec(src.slice(siteOrigin.length)) : null;
  if (!upload) return null;
  const [, stem, named] = upload;
  const widths = [...PICTURE_WIDTHS.filter((width) => width < Number(named)), Number(named)];
  return widths.map((width) => `/uploads/${stem}-${width}.webp ${width}w`).join(', ');
}
