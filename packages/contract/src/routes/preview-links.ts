import * as z from 'zod/mini';
import { previewedDraftWire } from '../answers/article';
import { route } from '../route';

/** A link as the owner's list shows it: never its token, which only its creation answers. */
const previewLink = z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string() });

const owner = { access: 'owner', siteKey: true } as const;

/** A draft's preview links (the owner's), and the draft a link opens (anyone holding it; ADR 40). */
export const PREVIEW_LINK_ROUTES = {
  /** Newest first, the ones that still open the draft. */
  list: route({ method: 'GET', path: '/preview-link', ...owner, answer: z.object({ data: z.array(previewLink) }) }),
  create: route({
    method: 'POST',
    path: '/preview-link',
    ...owner,
    answer: z.object({ data: z.extend(previewLink, { token: z.string() }) }),
  }),
  revoke: route({ method: 'DELETE', path: '/preview-link', ...owner, answer: z.object({ data: z.object({ revoked: z.string() }) }) }),
  open: route({
    method: 'GET',
    path: '/preview/:token',
    answer: z.object({ data: previewedDraftWire, meta: z.object({ expiresAt: z.string() }) }),
  }),
};
