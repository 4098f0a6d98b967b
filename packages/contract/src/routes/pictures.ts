import * as z from 'zod/mini';
import { route } from '../route';

/** The owner's pictures (ADR 36): an upload (multipart) and the media library. */
export const PICTURE_ROUTES = {
  upload: route({ method: 'POST', path: '/pictures', access: 'owner', siteKey: true, bodyFormat: 'multipart', answer: z.unknown() }),
  list: route({ method: 'GET', path: '/pictures', access: 'owner', siteKey: true, answer: z.unknown() }),
};
