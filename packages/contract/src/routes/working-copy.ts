import * as z from 'zod/mini';
import { route } from '../route';

/** The Write page's copy on the server (ADR 39). */
export const WORKING_COPY_ROUTES = {
  read: route({ method: 'GET', path: '/working-copy', access: 'owner', siteKey: true, answer: z.unknown() }),
  save: route({ method: 'PUT', path: '/working-copy', access: 'owner', siteKey: true, answer: z.unknown() }),
  drop: route({ method: 'DELETE', path: '/working-copy', access: 'owner', siteKey: true, answer: z.unknown() }),
};
