import * as z from 'zod/mini';
import { route } from '../route';

/** The owner's password vault (the Passwords page). */
export const VAULT_ROUTES = {
  list: route({ method: 'GET', path: '/hash-pswd', access: 'owner', siteKey: true, answer: z.unknown() }),
  add: route({ method: 'POST', path: '/hash-pswd', access: 'owner', siteKey: true, answer: z.unknown() }),
  update: route({ method: 'PUT', path: '/hash-pswd', access: 'owner', siteKey: true, answer: z.unknown() }),
  remove: route({ method: 'DELETE', path: '/hash-pswd', access: 'owner', siteKey: true, answer: z.unknown() }),
};
