/**
 * Pictures the owner uploads (docs/decisions/0036): the widths made of each, the address of
 * each file under the site's own /uploads, and the one `sizes` every body picture carries.
 * The CMS makes the files, the editor writes the `<img>`, the sanitiser keeps exactly that.
 */

/** The widths made of every picture, in WebP and in the picture's own format (never wider than the original). */
export const PICTURE_WIDTHS = [480, 800, 1200, 1600] as const;

/** The body column: the full width of a phone, at most 45rem (the article's measure) elsewhere. */
export const PICTURE_SIZES = '(max-width: 45rem) 100vw, 45rem';

/** At most 10 MB a picture, counted as the bytes arrive. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** The formats accepted, by what the file holds (never by its name or declared type). */
export const PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The file name ending of each format. */
export const PICTURE_EXTENSIONS: Record<PictureFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

/** An alt text: what the picture shows, in words, for readers who cannot see it. */
export const ALT_MAX_LENGTH = 300;

/** A file the CMS made: `/uploads/` and a name of letters, digits, `_` and `-`, with a picture's ending. */
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9_-]{1,120}\.(?:jpg|png|webp|avif|gif)$/;

/** Whether an address is one of the site's own uploaded pictures (a path on this site, never another host). */
export function isOwnUpload(address: string): boolean {
  return OWN_UPLOAD.test(address);
}

/** One width of a picture: its address and how wide it is. */
export type PictureVariant = { url: string; width: number };

/** `srcset` of the variants, narrowest first: `/uploads/a-480.webp 480w, ...`. */
export function srcsetOf(variants: readonly PictureVariant[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** Whether a `srcset` names only the site's own uploads, each with a width (`480w`). */
export function isOwnSrcset(value: string): boolean {
  const candidates = value.split(',').map((candidate) => candidate.trim());
  return (
    candidates.length > 0 &&
    candidates.length <= PICTURE_WIDTHS.length * 2 &&
    candidates.every((candidate) => {
      const [url, width, ...rest] = candidate.split(/\s+/);
      return rest.length === 0 && isOwnUpload(url ?? '') && /^[1-9]\d{0,4}w$/.test(width ?? '');
    })
  );
}

/** A picture on the wire (GET and POST /api/pictures, docs/api.md): what its `<img>` needs, and its cover address. */
export type PictureWire = {
  id: number;
  name: string;
  alt: string;
  width: number;
  height: number;
  /** The widest file in the picture's own format (the `<img>`'s src). */
  src: string;
  /** The WebP widths; empty for a file Strapi's admin uploaded (it has no widths of ours). */
  srcset: string;
  sizes: string;
  /** A small file to show in the library. */
  thumbnail: string;
  /** The http(s) address of the 1200-wide file (or the widest below it), for the cover's picture line. */
  cover: string;
  createdAt: string;
};
