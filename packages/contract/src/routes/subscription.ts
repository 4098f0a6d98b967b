import * as z from 'zod/mini';
import { route } from '../route';

/** The e-mail subscription: subscribe, confirm, unsubscribe (from a page, or one click in the mail). */
export const SUBSCRIPTION_ROUTES = {
  subscribe: route({ method: 'POST', path: '/emailAPIgfhcgbjknk', answer: z.unknown() }),
  confirm: route({ method: 'POST', path: '/e-c', answer: z.unknown() }),
  unsubscribe: route({ method: 'POST', path: '/e-u', answer: z.unknown() }),
  unsubscribeOneClick: route({ method: 'POST', path: '/e-u/one-click', bodyFormat: 'form', answer: z.unknown() }),
};
