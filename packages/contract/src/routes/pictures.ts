import * as z from 'zod/mini';
import { listPage } from '../answers';
import { route } from '../route';

/** A picture of the media library (docs/api.md, Owner's pictures). */
const picture = z.object({
  id: z.number(),
  name: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  /** The widest file in the picture's own format (the `<img>`'s src). */
  src: z.string(),
  /** The WebP widths; empty for a file Strapi's admin uploaded (it has no widths of ours). */
  srcset: z.string(),
  sizes: z.string(),
  /** A small file to show in the library. */
  thumbnail: z.string(),
  /** The http(s) address of the 1200-wide file (or the widest below it), for the cover's picture line. */
  cover: z.string(),
  createdAt: z.string(),
});

const owner = { access: 'owner', siteKey: true } as const;

/** The owner's pictures (ADR 36): an upload (multipart) and the media library. */
export const PICTURE_ROUTES = {
  upload: route({ method: 'POST', path: '/pictures', ...owner, bodyFormat: 'multipart', answer: z.object({ data: picture }) }),
  list: route({ method: 'GET', path: '/pictures', ...owner, answer: listPage(picture) }),
};
