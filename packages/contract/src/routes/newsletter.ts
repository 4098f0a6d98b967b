import * as z from 'zod/mini';
import { route } from '../route';

/** The owner's newsletter (ADR 37): each new article's e-mail, and the Cancel of one still waiting. */
export const NEWSLETTER_ROUTES = {
  sends: route({ method: 'GET', path: '/newsletter/sends', access: 'owner', siteKey: true, answer: z.unknown() }),
  cancel: route({ method: 'POST', path: '/newsletter/cancel', access: 'owner', siteKey: true, answer: z.unknown() }),
};
