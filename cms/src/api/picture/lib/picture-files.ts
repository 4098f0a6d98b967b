import { PICTURE_EXTENSIONS, PICTURE_FORMATS, PICTURE_WIDTHS, type PictureFormat } from '@blog/rules/picture';
import sharp, { type Sharp } from 'sharp';

/**
 * What a picture file holds, read from its bytes (never its name or declared type), and the
 * widths made of it: each in WebP and in the picture's own format, metadata (EXIF, GPS, XMP,
 * ICC) left behind, the camera's rotation applied first (ADR 36).
 */

/** More pixels than this is a decompression bomb, not a photo (a 10 MB file can unpack to gigabytes). */
const MAX_PIXELS = 50_000_000;

export type Inspected = { format: PictureFormat; width: number; height: number; animated: boolean };

/** The format and upright size of a picture, or null when the bytes are no picture the site accepts. */
export async function inspectPicture(bytes: Buffer): Promise<Inspected | 'too-many-pixels' | null> {
  const meta = await sharp(bytes, { animated: true, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : meta.format;
  if (!format || !(PICTURE_FORMATS as readonly string[]).includes(format)) return null;
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight > MAX_PIXELS) return 'too-many-pixels';
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format: format as PictureFormat,
    width: turned ? frameHeight : meta.width,
    height: turned ? meta.width : frameHeight,
    animated: (meta.pages ?? 1) > 1,
  };
}

/** The widths made: each standard width narrower than the picture, and the picture's own (at most 1600). */
function widthsFor(width: number): number[] {
  const largest = Math.min(width, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]);
  return [...new Set([...PICTURE_WIDTHS.filter((each) => each < largest), largest])];
}

export type MadeFile = { width: number; height: number; format: PictureFormat; ext: string; mime: string; bytes: Buffer };

const MIME: Record<PictureFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

function encode(image: Sharp, format: PictureFormat): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 82, mozjpeg: true });
  if (format === 'png') return image.png({ compressionLevel: 9 });
  if (format === 'avif') return image.avif({ quality: 55 });
  if (format === 'gif') return image.gif();
  return image.webp({ quality: 80 });
}

/** One width in one format. sharp writes no metadata unless asked (withMetadata), so none is kept. */
async function make(bytes: Buffer, picture: Inspected, width: number, format: PictureFormat): Promise<MadeFile> {
  const image = sharp(bytes, { animated: picture.animated, limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const { data, info } = await encode(image, format).toBuffer({ resolveWithObject: true });
  const height = info.pageHeight ?? info.height;
  return { width: info.width, height, format, ext: PICTURE_EXTENSIONS[format], mime: MIME[format], bytes: data };
}

/** Every width, in WebP and (when it is not WebP) in the picture's own format. One at a time: sharp is heavy. */
export async function makeWidths(bytes: Buffer, picture: Inspected): Promise<MadeFile[]> {
  const formats: PictureFormat[] = picture.format === 'webp' ? ['webp'] : ['webp', picture.format];
  const made: MadeFile[] = [];
  for (const width of widthsFor(picture.width)) {
    for (const format of formats) made.push(await make(bytes, picture, width, format));
  }
  return made;
}
