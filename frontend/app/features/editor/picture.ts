import type { AnswerOf } from '@blog/contract/route';
import type { API } from '@blog/contract/routes';

/** A picture of the media library as the CMS answers it (GET and POST /api/pictures, docs/api.md). */
export type Picture = AnswerOf<typeof API.pictures.upload>['data'];

/** The attributes of a picture in the article's body: every width, the column it fills, its size (no shift as it loads), lazy, and its alt text. */
export function bodyImageAttributes(picture: Picture, alt: string): Record<string, string> {
  return {
    ...(picture.srcset ? { srcset: picture.srcset, sizes: picture.sizes } : {}),
    width: String(picture.width),
    height: String(picture.height),
    loading: 'lazy',
    alt,
  };
}

/**
 * The cover's picture line with a new address, its photo source kept (the spec's "address, a
 * space, the source"). A line with no address yet is all source.
 */
export function pictureLineWith(line: string, address: string): string {
  const [first = '', ...rest] = line.trim().split(/\s+/);
  const source = (/^https?:\/\//i.test(first) ? rest : [first, ...rest]).join(' ').trim();
  return source ? `${address} ${source}` : `${address} `;
}

/** What the site accepts (ADR 36); the server checks the content again, whatever the browser says. */
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
