import * as z from 'zod/mini';
import { route } from '../route';

/** A draft's preview links (the owner's), and the draft a link opens (anyone holding it; ADR 40). */
export const PREVIEW_LINK_ROUTES = {
  list: route({ method: 'GET', path: '/preview-link', access: 'owner', siteKey: true, answer: z.unknown() }),
  create: route({ method: 'POST', path: '/preview-link', access: 'owner', siteKey: true, answer: z.unknown() }),
  revoke: route({ method: 'DELETE', path: '/preview-link', access: 'owner', siteKey: true, answer: z.unknown() }),
  open: route({ method: 'GET', path: '/preview/:token', answer: z.unknown() }),
};
