import * as z from 'zod/mini';
import { noContent } from '../answers';
import { route } from '../route';

/** The signed-in owner as the CMS names them. */
const owner = z.object({ data: z.object({ username: z.string(), email: z.string() }) });

/** The owner's sign-in and session, and the device log of a sign-in page's visitor. */
export const SESSION_ROUTES = {
  /** The question the server picked, and the attempt that remembers which. */
  question: route({
    method: 'GET',
    path: '/sign-in/question',
    answer: z.object({ data: z.object({ attempt: z.string(), question: z.string() }) }),
  }),
  /** `:key` is SITE_KEY; any other key is a 404. A failed check is a 404 too (its body the string '404'). */
  signIn: route({ method: 'POST', path: '/user-micro-organisms-observe-data/:key', answer: owner }),
  /** 201 for a valid session; 401 otherwise. */
  session: route({ fastPath: 'page-read', method: 'GET', path: '/session', sitePagesOnly: true, answer: owner }),
  signOut: route({ method: 'POST', path: '/signout', sitePagesOnly: true, answer: noContent }),
  visitor: route({ method: 'POST', path: '/visitor', answer: z.object({ data: z.object({ logged: z.literal(true) }) }) }),
};
