/**
 * The WebP copies of one of the site's own covers (`/media/covers/cover-NN.png`,
 * made by scripts/covers.mjs at 640 and 1200 pixels wide), as a srcset. A cover
 * elsewhere (any other address the owner gave) has none: it is shown as it is.
 */
const OWN_COVER = /^\/media\/covers\/(cover-[\w-]+)\.png$/;
const WIDTHS = [640, 1200];

export function coverWebpSrcSet(src: string): string | null {
  const name = OWN_COVER.exec(src)?.[1];
  return name ? WIDTHS.map((width) => `/media/covers/${name}-${width}w.webp ${width}w`).join(', ') : null;
}
