import { z } from 'zod';
import { input } from '../input';
import { PREVIEW_LINK_ROUTES } from '../routes/preview-links';
import { referenceQuery } from './fields';

/** A preview link's token: 32 random bytes, base64url (ADR 40). */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const draftQuery = referenceQuery('draft', 'draftId');

export const PREVIEW_LINK_INPUTS = {
  list: input(PREVIEW_LINK_ROUTES.list, { query: draftQuery }),
  create: input(PREVIEW_LINK_ROUTES.create, { query: draftQuery }),
  revoke: input(PREVIEW_LINK_ROUTES.revoke, { query: referenceQuery('preview link', 'linkId') }),
  open: input(PREVIEW_LINK_ROUTES.open, {
    params: z.object({
      token: z.string({ error: 'is required' }).regex(PREVIEW_TOKEN, 'must be a preview link’s token (43 letters, digits, - or _)'),
    }),
  }),
};
