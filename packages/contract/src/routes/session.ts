import * as z from 'zod/mini';
import { route } from '../route';

/** The owner's sign-in and session, and the device log of a sign-in page's visitor. */
export const SESSION_ROUTES = {
  question: route({ method: 'GET', path: '/sign-in/question', answer: z.unknown() }),
  /** `:key` is SITE_KEY; any other key is a 404. */
  signIn: route({ method: 'POST', path: '/user-micro-organisms-observe-data/:key', answer: z.unknown() }),
  session: route({ fastPath: 'page-read', method: 'GET', path: '/session', sitePagesOnly: true, answer: z.unknown() }),
  signOut: route({ method: 'POST', path: '/signout', sitePagesOnly: true, answer: z.unknown() }),
  visitor: route({ method: 'POST', path: '/visitor', answer: z.unknown() }),
};
