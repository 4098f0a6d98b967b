import * as z from 'zod/mini';
import { route } from '../route';

/** Every answer of the e-mail list is a message to show: it never tells whether an address is subscribed. */
const message = z.object({ message: z.string() });

/** The e-mail subscription: subscribe, confirm, unsubscribe (from a page, or one click in the mail). */
export const SUBSCRIPTION_ROUTES = {
  subscribe: route({ method: 'POST', path: '/emailAPIgfhcgbjknk', answer: message }),
  confirm: route({ method: 'POST', path: '/e-c', answer: message }),
  unsubscribe: route({ method: 'POST', path: '/e-u', answer: message }),
  unsubscribeOneClick: route({ method: 'POST', path: '/e-u/one-click', bodyFormat: 'form', answer: message }),
};
