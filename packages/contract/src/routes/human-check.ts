import * as z from 'zod/mini';
import { route } from '../route';

/** A challenge: its id, the subject, and the reference and the 8 images as pictures (data: URLs); nothing says which are right. */
const challenge = z.object({ challenge: z.string(), subject: z.string(), reference: z.string(), images: z.array(z.string()) });

/** Right picks: a single-use token for one form, and when it expires (ISO time). */
const token = z.object({ token: z.string(), expiresAt: z.string() });

/** The picture captcha of the reader's forms: a challenge, and the check of a choice. */
export const HUMAN_CHECK_ROUTES = {
  challenge: route({ method: 'GET', path: '/human-check', answer: z.object({ data: challenge }) }),
  verify: route({ method: 'POST', path: '/human-check', answer: z.object({ data: token }) }),
};
