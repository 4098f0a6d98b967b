import { z } from 'zod';

/** A preview link's token: 32 random bytes, base64url (ADR 40). */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const previewTokenParams = z.object({
  token: z.string({ error: 'is required' }).regex(PREVIEW_TOKEN, 'must be a preview link’s token (43 letters, digits, - or _)'),
});
