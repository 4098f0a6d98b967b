import * as z from 'zod/mini';
import { route } from '../route';

/** Readers' contact messages (pings): the contact form, and the owner's Ping page. */
export const PING_ROUTES = {
  send: route({ method: 'POST', path: '/contacttry-{product}', siteKey: true, slashBeforeQuery: true, answer: z.unknown() }),
  list: route({
    method: 'GET',
    path: '/contacttry-{product}',
    access: 'owner',
    siteKey: true,
    slashBeforeQuery: true,
    answer: z.unknown(),
  }),
  remove: route({
    method: 'DELETE',
    path: '/contacttry-{product}',
    access: 'owner',
    siteKey: true,
    slashBeforeQuery: true,
    answer: z.unknown(),
  }),
};
