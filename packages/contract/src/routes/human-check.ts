import * as z from 'zod/mini';
import { route } from '../route';

/** The picture captcha of the reader's forms: a challenge, and the check of a choice. */
export const HUMAN_CHECK_ROUTES = {
  challenge: route({ method: 'GET', path: '/human-check', answer: z.unknown() }),
  verify: route({ method: 'POST', path: '/human-check', answer: z.unknown() }),
};
